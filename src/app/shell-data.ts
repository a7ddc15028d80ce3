import type { QueryClient } from '@tanstack/react-query';
import { fromStartedPage } from '@/app/page-start';
import {
  getCurrentBracket,
  getCurrentBracketQueryOptions,
} from '@/features/playoffs/api/get-current-bracket';
import { getTheme, getThemeQueryOptions } from '@/features/theme/api/get-theme';

/**
 * What every page's frame reads (the appearance, and whether the header shows Playoffs),
 * started by a public page's loader at the same moment as the page's own data, so that neither
 * waits for the other (DESIGN §6: no request chain deeper than 2). When index.html started the
 * page (src/app/page-start.ts), both come in its answer. Other pages (sign-in, admin) ask for
 * both when the frame renders.
 */
export function prefetchShell(queryClient: QueryClient, started?: Promise<unknown>): void {
  const theme = getThemeQueryOptions();
  const bracket = getCurrentBracketQueryOptions();
  void queryClient.prefetchQuery(
    started ? { ...theme, queryFn: fromStartedPage(started, 'theme', getTheme) } : theme,
  );
  void queryClient.prefetchQuery(
    started
      ? { ...bracket, queryFn: fromStartedPage(started, 'bracket', getCurrentBracket) }
      : bracket,
  );
}
