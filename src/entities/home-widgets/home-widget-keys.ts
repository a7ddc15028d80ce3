/**
 * The home page's widgets: derived data, read from matches, standings, articles, albums and
 * media, competitions and seasons (the league context). Writes to those invalidate this root;
 * the layout and the countdown event are entities of their own (homepage-layout,
 * countdown-event).
 */
export const homepageKeys = {
  all: ['homepage'] as const,
  /** The main competition and the latest season, shared by the league widgets. */
  context: () => [...homepageKeys.all, 'context'] as const,
  widgets: () => [...homepageKeys.all, 'widget'] as const,
  widget: (kind: string, settings: Record<string, unknown>) =>
    [...homepageKeys.widgets(), kind, settings] as const,
};

/**
 * The home page's queries are started by its route loader; fresh this long, so the page's
 * first render uses that answer instead of asking again for it.
 */
export const HOMEPAGE_STALE_TIME = 30_000;
