import { RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import type { AppRouter } from '@/app/router';
import { ConfigErrorPage } from '@/components/errors/config-error-page';
import type { ConfigResult } from '@/lib/env';

/** `router`: created by main.tsx with the configuration (null without one). */
export function App({ config, router }: { config: ConfigResult; router: AppRouter | null }) {
  if (!config.ok) return <ConfigErrorPage problems={config.problems} />;
  if (!router) throw new Error('App: a configured app needs its router');
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
