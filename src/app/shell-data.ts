import type { QueryClient } from '@tanstack/react-query';
import { getCurrentBracketQueryOptions } from '@/features/playoffs/api/get-current-bracket';
import { getThemeQueryOptions } from '@/features/theme/api/get-theme';

/**
 * What every page's frame reads (the appearance, and whether the header shows Playoffs),
 * started by a public page's loader at the same moment as the page's own data, so that neither
 * waits for the other (DESIGN §6: no request chain deeper than 2). Other pages (sign-in, admin)
 * ask for both when the frame renders.
 */
export function prefetchShell(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(getThemeQueryOptions());
  void queryClient.prefetchQuery(getCurrentBracketQueryOptions());
}
