/**
 * The public pages, as data: the router builds their routes from this table (router.tsx), and
 * the production build turns it into the list of files index.html starts fetching at once for
 * the address being opened (build/route-preload.ts), so a visit does not wait for the main
 * script to run before it asks for the page's code and translations.
 *
 * The build configuration reads it in Node: it imports only modules that import nothing, by
 * their relative paths.
 */
import { PICTURE_SIZES } from '../lib/picture-sizes.ts';

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
  /**
   * The SQL function that answers the page's first screen in one request, and where each of its
   * arguments comes from: `?name` a query parameter of the address, a number the path segment at
   * that index. index.html calls it for a signed-out visitor before the app's JavaScript has
   * arrived, and the page's data module files the answer under the page's own queries
   * (src/app/page-start.ts). Needs `data`.
   */
  start?: {
    rpc: string;
    args: Readonly<Record<string, `?${string}` | number>>;
    /**
     * Where the answer names the page's largest picture (`at`, keys and array indexes; `*` takes
     * the first element of an array that leads to one), and how wide its <img> shows it
     * (`sizes`, src/lib/picture-sizes.ts). index.html asks for the picture, the copy its <img>
     * will pick, the moment the answer arrives, before the page is built and its <img> parsed.
     */
    image?: { at: readonly (string | number)[]; sizes: string };
  };
  /**
   * index.html paints the page from its started answer before the app runs, with the `view` of
   * the module src/app/first-view/<firstView>.ts (built into a script of its own with every
   * language, build/first-view.ts), and asks for the app's code after that.
   */
  firstView?: string;
}

const LEAGUE_ARGS = { competition: '?competition', season: '?season' } as const;

export const PUBLIC_PAGES = [
  {
    path: '',
    page: 'home',
    data: 'home-data',
    namespaces: ['homepage'],
    start: {
      rpc: 'page_home',
      args: {},
      // The hero of the layout's first row (the only widget with an image of its own).
      image: {
        at: ['layout', 0, 'columns', '*', 'widgets', '*', 'settings', 'image_url'],
        sizes: PICTURE_SIZES.wide,
      },
    },
    firstView: 'home',
  },
  {
    path: 'matches',
    page: 'matches',
    data: 'matches-data',
    namespaces: ['matches', 'competitions'],
    start: { rpc: 'page_matches', args: { ...LEAGUE_ARGS, tab: '?tab', team: '?team' } },
    firstView: 'matches',
  },
  { path: 'matches/:id', page: 'match-detail', namespaces: ['matches'] },
  {
    path: 'tables',
    page: 'tables',
    data: 'tables-data',
    namespaces: ['standings', 'competitions'],
    start: { rpc: 'page_tables', args: LEAGUE_ARGS },
    firstView: 'tables',
  },
  { path: 'playoffs', page: 'playoffs', namespaces: ['playoffs'] },
  { path: 'playoffs/:competitionId/:seasonId', page: 'playoff-bracket', namespaces: ['playoffs'] },
  {
    path: 'statistics',
    page: 'statistics',
    data: 'statistics-data',
    namespaces: ['statistics', 'competitions'],
    start: { rpc: 'page_statistics', args: LEAGUE_ARGS },
    firstView: 'statistics',
  },
  {
    path: 'news',
    page: 'news',
    data: 'news-data',
    namespaces: ['news'],
    // The first card's cover: on a phone, the list's largest picture.
    start: {
      rpc: 'page_news',
      args: {},
      image: { at: ['articles', 0, 'cover_image_url'], sizes: PICTURE_SIZES.card },
    },
    firstView: 'news',
  },
  {
    path: 'news/:slug',
    page: 'news-article',
    data: 'news-article-data',
    namespaces: ['news'],
    start: {
      rpc: 'page_article',
      args: { slug: 1 },
      image: { at: ['article', 'cover_image_url'], sizes: PICTURE_SIZES.column },
    },
    firstView: 'article',
  },
  { path: 'players', page: 'players', namespaces: ['players'] },
  {
    path: 'players/:id',
    page: 'player-detail',
    data: 'player-detail-data',
    namespaces: ['players'],
    start: { rpc: 'page_player', args: { id: 1 } },
    firstView: 'player',
  },
  { path: 'teams', page: 'teams', namespaces: ['teams'] },
  {
    path: 'teams/:id',
    page: 'team-detail',
    data: 'team-detail-data',
    namespaces: ['teams'],
    // The crest: on a desktop, the page's largest picture.
    start: {
      rpc: 'page_team',
      args: { id: 1 },
      image: { at: ['team', 'logo_url'], sizes: PICTURE_SIZES.crest },
    },
    firstView: 'team',
  },
  { path: 'gallery', page: 'gallery', namespaces: ['gallery'] },
  { path: 'gallery/albums/:id', page: 'gallery-album', namespaces: ['gallery'] },
  {
    path: 'season/:year/:competition/:division',
    page: 'season-archive',
    namespaces: ['competitions', 'standings', 'statistics'],
  },
] as const satisfies readonly PublicPage[];
