/**
 * The kinds of widget a homepage layout may hold: one list for the homepage that shows them and
 * the editor that places them, the same as the database's check (app.homepage_layout_validate(),
 * compared by tests/backend/homepage-widget-kinds.test.ts).
 */
export const WIDGET_KINDS = [
  'hero',
  'countdown',
  'media_carousel',
  'upcoming_matches',
  'latest_news',
  'league_table',
  'pinned_article',
] as const;

export type WidgetKind = (typeof WIDGET_KINDS)[number];
