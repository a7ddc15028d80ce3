import type { QueryClient } from '@tanstack/react-query';
import { preload } from 'react-dom';
import { getCarouselMediaQueryOptions } from '@/features/homepage/api/get-carousel-media';
import { getCountdownEventQueryOptions } from '@/features/homepage/api/get-countdown-event';
import { getHomepageLayoutQueryOptions } from '@/features/homepage/api/get-homepage-layout';
import { getLatestArticlesQueryOptions } from '@/features/homepage/api/get-latest-articles';
import {
  getLeagueContextQueryOptions,
  type LeagueContext,
} from '@/features/homepage/api/get-league-context';
import { getLeagueStandingsQueryOptions } from '@/features/homepage/api/get-league-standings';
import { getPinnedArticleQueryOptions } from '@/features/homepage/api/get-pinned-article';
import { getUpcomingMatchesQueryOptions } from '@/features/homepage/api/get-upcoming-matches';
import {
  allWidgets,
  DEFAULT_LIMITS,
  numberSetting,
  textSetting,
  type Widget,
} from '@/features/homepage/utils/layout';

/** What each widget will ask for, with the same query options (and so keys) it uses. */
function prefetchWidget(queryClient: QueryClient, widget: Widget, context: LeagueContext | null) {
  const { settings } = widget;
  switch (widget.kind) {
    case 'hero': {
      // The hero image is the page's largest element: fetch it before the page renders.
      const image = textSetting(settings, 'image_url');
      if (image) preload(image, { as: 'image', fetchPriority: 'high' });
      return;
    }
    case 'countdown':
      return queryClient.prefetchQuery(getCountdownEventQueryOptions());
    case 'media_carousel':
      return queryClient.prefetchQuery(
        getCarouselMediaQueryOptions({
          albumId: numberSetting(settings, 'album_id'),
          limit: numberSetting(settings, 'limit', DEFAULT_LIMITS.media_carousel),
        }),
      );
    case 'latest_news':
      return queryClient.prefetchQuery(
        getLatestArticlesQueryOptions(numberSetting(settings, 'limit', DEFAULT_LIMITS.latest_news)),
      );
    case 'pinned_article': {
      const articleId = numberSetting(settings, 'article_id');
      return articleId === null
        ? undefined
        : queryClient.prefetchQuery(getPinnedArticleQueryOptions(articleId));
    }
    case 'league_table': {
      const competitionId = numberSetting(settings, 'competition_id') ?? context?.competitionId;
      const seasonId = numberSetting(settings, 'season_id') ?? context?.seasonId;
      return competitionId && seasonId
        ? queryClient.prefetchQuery(getLeagueStandingsQueryOptions({ competitionId, seasonId }))
        : undefined;
    }
    case 'upcoming_matches': {
      const competitionId = numberSetting(settings, 'competition_id') ?? context?.competitionId;
      const seasonId = context?.seasonId;
      const limit = numberSetting(settings, 'limit', DEFAULT_LIMITS.upcoming_matches);
      return competitionId && seasonId
        ? queryClient.prefetchQuery(
            getUpcomingMatchesQueryOptions({ competitionId, seasonId, limit }),
          )
        : undefined;
    }
  }
}

/**
 * Starts the home page's data from its route loader, in parallel with the page's code: the
 * layout and the league context side by side, then every widget's query at once. Two levels,
 * however many widgets. Errors are left to the page's own queries (and their toasts).
 */
export async function prefetchHomepage(queryClient: QueryClient): Promise<void> {
  const [rows, context] = await Promise.all([
    queryClient.ensureQueryData(getHomepageLayoutQueryOptions()).catch(() => null),
    queryClient.ensureQueryData(getLeagueContextQueryOptions()).catch(() => null),
  ]);
  if (!rows) return;
  await Promise.all(allWidgets(rows).map((widget) => prefetchWidget(queryClient, widget, context)));
}
