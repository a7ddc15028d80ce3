import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigation } from 'react-router-dom';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { forgetLastViews, saveLastView } from '@/features/offline/last-view';
import { useTheme } from '@/features/theme/hooks/use-theme';

/** How long the page must stay still before it is kept: a section that renders late gets in. */
const SETTLE_MS = 400;

/** Same switch as the service worker's (OfflineSlot): production only, off in the shared e2e build. */
const ENABLED = import.meta.env.PROD && import.meta.env.VITE_SERVICE_WORKER !== 'off';

/**
 * Keeps a public page as a signed-out visitor last saw it, once its data is on screen and
 * nothing is loading, so that the next visit paints it at once (src/lib/last-view.ts). Rendered
 * by each public page's route beside the page (router.tsx): mounted, it knows the page is there,
 * not the spinner of the first load nor an error page. Never a page with a failed request,
 * never anything of a signed-in visitor.
 */
export function LastViewKeeper() {
  const { status } = useAuth();
  const navigation = useNavigation();
  const location = useLocation();
  const fetching = useIsFetching();
  const queryClient = useQueryClient();
  const { resolvedTheme } = useTheme();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;

  useEffect(() => {
    if (ENABLED && status === 'signed-in') forgetLastViews();
  }, [status]);

  useEffect(() => {
    if (!ENABLED || !language || status !== 'signed-out') return;
    if (navigation.state !== 'idle' || fetching > 0) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      // The status notice's namespace, for the view's "updating…": asked for only now, so the
      // first page never waits for it.
      void i18n.loadNamespaces('offline').then(() => {
        const failed = queryClient
          .getQueryCache()
          .findAll({ type: 'active' })
          .some((query) => query.state.status === 'error');
        const root = document.getElementById('root');
        if (cancelled || failed || !root) return;
        saveLastView(root, {
          href: location.pathname + location.search,
          language,
          mode: resolvedTheme,
          updating: i18n.t('offline:updating'),
        });
      });
    }, SETTLE_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [language, status, navigation.state, fetching, queryClient, location, resolvedTheme, i18n]);

  return null;
}
