import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, useNavigation } from 'react-router-dom';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { forgetLastViews, saveLastView } from '@/features/offline/last-view';
import { useTheme } from '@/features/theme/hooks/use-theme';

/** The public pages' routes carry this handle (router.tsx): only they are kept. */
export interface LastViewHandle {
  lastView: true;
}

function isKept(handle: unknown): handle is LastViewHandle {
  return (handle as Partial<LastViewHandle> | undefined)?.lastView === true;
}

/** How long the page must stay still before it is kept: a section that renders late gets in. */
const SETTLE_MS = 400;

/** Same switch as the service worker's (OfflineSlot): production only, off in the shared e2e build. */
const ENABLED = import.meta.env.PROD && import.meta.env.VITE_SERVICE_WORKER !== 'off';

/**
 * Keeps each public page as a signed-out visitor last saw it, once its data is on screen and
 * nothing is loading, so that the next visit paints it at once (src/lib/last-view.ts). Never a
 * page with a failed request, never anything of a signed-in visitor.
 */
export function LastViewKeeper() {
  const { status } = useAuth();
  const navigation = useNavigation();
  const location = useLocation();
  const kept = useMatches().some((match) => isKept(match.handle));
  const fetching = useIsFetching();
  const queryClient = useQueryClient();
  const { resolvedTheme } = useTheme();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;

  useEffect(() => {
    if (ENABLED && status === 'signed-in') forgetLastViews();
  }, [status]);

  useEffect(() => {
    if (!ENABLED || !kept || !language || status !== 'signed-out') return;
    if (navigation.state !== 'idle' || fetching > 0) return;
    const timer = window.setTimeout(() => {
      const failed = queryClient
        .getQueryCache()
        .findAll({ type: 'active' })
        .some((query) => query.state.status === 'error');
      const root = document.getElementById('root');
      if (failed || !root) return;
      saveLastView(root, {
        href: location.pathname + location.search,
        language,
        mode: resolvedTheme,
      });
    }, SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [kept, language, status, navigation.state, fetching, queryClient, location, resolvedTheme]);

  return null;
}
