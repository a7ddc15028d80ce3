import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { OldCopyNotice } from '@/app/layouts/old-copy-notice';
import { SiteHeader } from '@/app/layouts/site-header';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { OfflineSlot } from '@/features/offline/components/offline-slot';

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <>
      <div className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden" aria-hidden>
        <div className="h-full w-2/5 animate-progress bg-primary" />
      </div>
      <div className="fixed bottom-4 right-4 z-50 rounded-full border bg-background p-2 shadow-md">
        <Spinner className="size-5" />
      </div>
    </>
  );
}

export function MainLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 print:hidden rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('nav.skipToContent')}
      </a>
      <SiteHeader />
      <NavigationProgress />
      {/* At least a screen tall: while a page loads, the footer waits below the fold instead of
          showing up under the header and then being pushed down (a layout shift). */}
      <main
        id="main"
        className="container min-h-screen flex-1 py-6 print:min-h-0 print:max-w-none print:p-0 sm:py-8"
      >
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="border-t py-6 text-center text-sm text-muted-foreground print:hidden">
        © {new Date().getFullYear()} {t('appName')}
      </footer>
      <div className="print:hidden">
        <OfflineSlot />
        <OldCopyNotice />
      </div>
      <ScrollRestoration />
    </div>
  );
}
