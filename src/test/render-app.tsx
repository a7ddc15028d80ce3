import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { createQueryClient, provideQueryClient } from '@/lib/query-client';
import { renderedRouters } from '@/test/rendered-routers';

/** The real query client without retries, so failures surface at once. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

/** Renders the whole app (providers, router, layout) at `path`. */
export function renderApp(path = '/', queryClient = createTestQueryClient()) {
  // Before the router: its loaders start on creation and prefetch into the app's client.
  provideQueryClient(queryClient);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderedRouters.add(router);
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, user, queryClient };
}

/** Renders `ui` inside the app's providers (query client, theme, auth), without a router. */
export function renderWithProviders(ui: ReactNode, queryClient = createTestQueryClient()) {
  return { ...render(<AppProvider queryClient={queryClient}>{ui}</AppProvider>), queryClient };
}
