import { CountdownWidget } from '@/features/homepage/components/countdown-widget';
import { HeroWidget } from '@/features/homepage/components/hero-widget';
import { LatestNewsWidget } from '@/features/homepage/components/latest-news-widget';
import { LeagueTableWidget } from '@/features/homepage/components/league-table-widget';
import { MediaCarouselWidget } from '@/features/homepage/components/media-carousel-widget';
import { PinnedArticleWidget } from '@/features/homepage/components/pinned-article-widget';
import { UpcomingMatchesWidget } from '@/features/homepage/components/upcoming-matches-widget';
import type { Widget } from '@/features/homepage/utils/layout';

/**
 * One widget of the home page, by kind: for the page itself and for the editor's live preview.
 * `headingLevel` is the hero's title level (h1 when it names the page).
 */
export function WidgetView({
  widget: { kind, settings },
  headingLevel,
}: {
  widget: Widget;
  headingLevel: 'h1' | 'h2';
}) {
  switch (kind) {
    case 'hero':
      return <HeroWidget settings={settings} headingLevel={headingLevel} />;
    case 'countdown':
      return <CountdownWidget />;
    case 'media_carousel':
      return <MediaCarouselWidget settings={settings} />;
    case 'upcoming_matches':
      return <UpcomingMatchesWidget settings={settings} />;
    case 'latest_news':
      return <LatestNewsWidget settings={settings} />;
    case 'league_table':
      return <LeagueTableWidget settings={settings} />;
    case 'pinned_article':
      return <PinnedArticleWidget settings={settings} />;
  }
}
