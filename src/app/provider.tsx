import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { Branding } from '@/features/theme/components/branding';
import { ThemeProvider } from '@/features/theme/components/theme-provider';
import { useTheme } from '@/features/theme/hooks/use-theme';
import { provideQueryClient } from '@/lib/query-client';
import { afterFirstPaint } from '@/lib/idle';

/**
 * Toasts: the library defaults (3 visible, 4 s). Recorded in docs/decisions-frontend.md;
 * identical error toasts are merged by id in query-client.ts.
 */
const TOAST_VISIBLE = 3;
const TOAST_DURATION = 4000;

// sonner is not part of the first page's JavaScript: the <Toaster> mounts once the first paint
// is done, from the same module instance `@/lib/toast` and the pages use; sonner replays toasts
// raised before it subscribed, so none is lost.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

function ThemedToaster() {
  const { theme } = useTheme();
  const [mounted, setMounted] = useState(false);
  useEffect(() => afterFirstPaint(() => setMounted(true)), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        theme={theme}
        richColors
        closeButton
        position="top-center"
        visibleToasts={TOAST_VISIBLE}
        duration={TOAST_DURATION}
      />
    </Suspense>
  );
}

export function AppProvider({
  children,
  queryClient: givenClient,
}: {
  children: ReactNode;
  /** Tests pass their own client to inspect or tune it. */
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => provideQueryClient(givenClient));
  return (
    // Translations load over HTTP; components suspend until their namespace is there.
    <Suspense fallback={<PageSpinner />}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          {/* No TooltipProvider here: it would pull Radix's popper and floating-ui into the first
              page. An icon button takes its tooltip through <DeferredTooltip>
              (components/ui/deferred-tooltip), which loads it after the first paint. */}
          <AuthProvider>
            <Branding />
            {children}
            <ThemedToaster />
          </AuthProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </Suspense>
  );
}
