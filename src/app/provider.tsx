import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { PageSpinner } from '@/components/ui/spinner';
import { TooltipProvider } from '@/components/ui/tooltip';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { Branding } from '@/features/theme/components/branding';
import { ThemeProvider } from '@/features/theme/components/theme-provider';
import { useTheme } from '@/features/theme/hooks/use-theme';
import { createQueryClient } from '@/lib/query-client';

/**
 * Toasts: the library defaults (3 visible, 4 s). Recorded in docs/decisions-frontend.md;
 * identical error toasts are merged by id in query-client.ts.
 */
const TOAST_VISIBLE = 3;
const TOAST_DURATION = 4000;

function ThemedToaster() {
  const { theme } = useTheme();
  return (
    <Toaster
      theme={theme}
      richColors
      closeButton
      position="top-center"
      visibleToasts={TOAST_VISIBLE}
      duration={TOAST_DURATION}
    />
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
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  return (
    // Translations load over HTTP; components suspend until their namespace is there.
    <Suspense fallback={<PageSpinner />}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <TooltipProvider>
            <AuthProvider>
              <Branding />
              {children}
              <ThemedToaster />
            </AuthProvider>
          </TooltipProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </Suspense>
  );
}
