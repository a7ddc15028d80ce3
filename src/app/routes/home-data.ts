import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { fromStartedPage } from '@/app/page-start';
import {
  getCarouselMediaQueryOptions,
  toCarouselImages,
  type CarouselFilter,
  type CarouselMediaRow,
} from '@/features/homepage/api/get-carousel-media';
import type { CountdownEventRow } from '@/entities/countdown-event/countdown-event-row';
import {
  getCountdownEventQueryOptions,
  toCountdownEvent,
} from '@/features/homepage/api/get-countdown-event';
import {
  getHomepageLayout,
  getHomepageLayoutQueryOptions,
} from '@/features/homepage/api/get-homepage-layout';
import {
  getLatestArticlesQueryOptions,
  type LatestArticle,
} from '@/features/homepage/api/get-latest-articles';
import {
  getLeagueContext,
  getLeagueContextQueryOptions,
} from '@/features/homepage/api/get-league-context';
import {
  getLeagueStandingsQueryOptions,
  type StandingRow,
  type StandingsFilter,
} from '@/features/homepage/api/get-league-standings';
import {
  getPinnedArticleQueryOptions,
  type PinnedArticle,
} from '@/features/homepage/api/get-pinned-article';
import {
  getUpcomingMatchesQueryOptions,
  type UpcomingMatch,
  type UpcomingMatchesFilter,
} from '@/features/homepage/api/get-upcoming-matches';
import { prefetchHomepage } from '@/features/homepage/api/prefetch-homepage';
import { parseLayout } from '@/features/homepage/utils/layout';
import type { Json } from '@/types/database';

/** One widget's part of page_home() in SQL: its query's parameters and that request's answer. */
type StartedWidget =
  | { kind: 'countdown'; params: null; data: CountdownEventRow | null }
  | { kind: 'media_carousel'; params: CarouselFilter; data: CarouselMediaRow[] }
  | { kind: 'latest_news'; params: { limit: number }; data: LatestArticle[] }
  | { kind: 'pinned_article'; params: { articleId: number }; data: PinnedArticle | null }
  | { kind: 'league_table'; params: StandingsFilter; data: StandingRow[] }
  | { kind: 'upcoming_matches'; params: UpcomingMatchesFilter; data: UpcomingMatch[] };

/** page_home() in SQL: the stored layout, the league context and the widgets' parts. */
interface StartedHomePage {
  layout?: Json;
  widgets?: StartedWidget[];
}

/** Files a widget's part under the query the widget will ask, as its fetcher would return it. */
function fileWidget(queryClient: QueryClient, part: StartedWidget): void {
  switch (part.kind) {
    case 'countdown':
      queryClient.setQueryData(
        getCountdownEventQueryOptions().queryKey,
        toCountdownEvent(part.data),
      );
      return;
    case 'media_carousel':
      queryClient.setQueryData(
        getCarouselMediaQueryOptions(part.params).queryKey,
        toCarouselImages(part.data),
      );
      return;
    case 'latest_news':
      queryClient.setQueryData(
        getLatestArticlesQueryOptions(part.params.limit).queryKey,
        part.data,
      );
      return;
    case 'pinned_article':
      queryClient.setQueryData(
        getPinnedArticleQueryOptions(part.params.articleId).queryKey,
        part.data,
      );
      return;
    case 'league_table':
      queryClient.setQueryData(getLeagueStandingsQueryOptions(part.params).queryKey, part.data);
      return;
    case 'upcoming_matches':
      queryClient.setQueryData(getUpcomingMatchesQueryOptions(part.params).queryKey, part.data);
      return;
  }
}

/**
 * The home page's data: from the answer index.html started (page_home() in SQL), the layout, the
 * league context and every widget's part, each filed under the widget's own query before the
 * layout resolves; then the same walk over the widgets as without a start, which finds them all
 * and asks only for a widget the answer lacks. Without a start: the layout and the context, then
 * every widget's query at once.
 */
export function prefetch(
  queryClient: QueryClient,
  _args: LoaderFunctionArgs,
  started?: Promise<unknown>,
): Promise<void> {
  if (started) {
    const filed = started.then((answer) => {
      const page = answer as StartedHomePage;
      for (const part of page.widgets ?? []) fileWidget(queryClient, part);
      // The layout as getHomepageLayout() returns it: parsed, what it cannot render dropped.
      return { ...page, layout: page.layout === undefined ? undefined : parseLayout(page.layout) };
    });
    void queryClient.prefetchQuery({
      ...getHomepageLayoutQueryOptions(),
      queryFn: fromStartedPage(filed, 'layout', getHomepageLayout),
    });
    void queryClient.prefetchQuery({
      ...getLeagueContextQueryOptions(),
      queryFn: fromStartedPage(filed, 'context', getLeagueContext),
    });
  }
  return prefetchHomepage(queryClient);
}
