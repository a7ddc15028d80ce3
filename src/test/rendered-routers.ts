import { waitFor } from '@testing-library/react';
import type { createMemoryRouter } from 'react-router-dom';

type AppRouter = ReturnType<typeof createMemoryRouter>;

/** The routers `renderApp` created in the current test; kept apart so the setup file need not
 * import the whole app. */
export const renderedRouters = new Set<AppRouter>();

/**
 * Waits for every router a test rendered to finish loading its route, then disposes it. A test
 * that passes on the first thing it sees (a toast) would otherwise end while a lazy route is
 * still being imported, and that import would land after Vitest tore the environment down: an
 * unhandled error that fails the whole run.
 */
export async function settleRenderedApps() {
  for (const router of renderedRouters) {
    await waitFor(() => {
      if (!router.state.initialized || router.state.navigation.state !== 'idle') {
        throw new Error('the route is still loading');
      }
    }).catch(() => {});
    router.dispose();
  }
  renderedRouters.clear();
}
