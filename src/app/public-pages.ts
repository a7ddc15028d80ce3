/**
 * The public pages, as data: the router builds their routes from this table (router.tsx), and
 * the production build turns it into the list of files index.html starts fetching at once for
 * the address being opened (build/route-preload.ts), so a visit does not wait for the main
 * script to run before it asks for the page's code and translations.
 *
 * Kept free of imports: the build configuration reads it in Node.
 */
export interface PublicPage {
  /** The route path; '' is the home page. */
  path: string;
  /** The page module, src/app/routes/<page>.tsx (exports `Component`). */
  page: string;
  /**
   * A module src/app/routes/<data>.ts exporting `prefetch`: it starts the page's queries from
   * the router, alongside the page's code, instead of after its first render.
   */
  data?: string;
  /** Translation namespaces the page paints with, loaded before it renders. */
  namespaces: readonly string[];
}

export const PUBLIC_PAGES = [
  { path: '', page: 'home', data: 'home-data', namespaces: ['homepage'] },
  {
    path: 'matches',
    page: 'matches',
    data: 'matches-data',
    namespaces: ['matches', 'competitions'],
  },
  { path: 'matches/:id', page: 'match-detail', namespaces: ['matches'] },
  {
    path: 'tables',
    page: 'tables',
    data: 'tables-data',
    namespaces: ['standings', 'competitions'],
  },
  { path: 'playoffs', page: 'playoffs', namespaces: ['playoffs'] },
  { path: 'playoffs/:competitionId/:seasonId', page: 'playoff-bracket', namespaces: ['playoffs'] },
  {
    path: 'statistics',
    page: 'statistics',
    data: 'statistics-data',
    namespaces: ['statistics', 'competitions'],
  },
  { path: 'news', page: 'news', namespaces: ['news'] },
  { path: 'news/:slug', page: 'news-article', namespaces: ['news'] },
  { path: 'players', page: 'players', namespaces: ['players'] },
  { path: 'players/:id', page: 'player-detail', namespaces: ['players'] },
  { path: 'teams', page: 'teams', namespaces: ['teams'] },
  { path: 'teams/:id', page: 'team-detail', data: 'team-detail-data', namespaces: ['teams'] },
  { path: 'gallery', page: 'gallery', namespaces: ['gallery'] },
  { path: 'gallery/albums/:id', page: 'gallery-album', namespaces: ['gallery'] },
  {
    path: 'season/:year/:competition/:division',
    page: 'season-archive',
    namespaces: ['competitions', 'standings', 'statistics'],
  },
] as const satisfies readonly PublicPage[];
