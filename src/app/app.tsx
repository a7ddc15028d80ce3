import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';
import { ConfigErrorPage } from '@/components/errors/config-error-page';
import type { ConfigResult } from '@/lib/env';

export function App({ config }: { config: ConfigResult }) {
  if (!config.ok) return <ConfigErrorPage problems={config.problems} />;
  return <ConfiguredApp />;
}

function ConfiguredApp() {
  const [router] = useState(createAppRouter);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
