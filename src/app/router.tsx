import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { MainLayout } from '@/app/layouts/main-layout';
import { ErrorPage } from '@/components/errors/error-page';
import { PageSpinner } from '@/components/ui/spinner';

/*
 * Every page is a lazy route module exporting `Component` (and, if it needs them, `loader` or
 * `ErrorBoundary`), so each page is its own chunk and the admin area never reaches the main
 * bundle.
 */

const adminRoutes: RouteObject[] = [
  { index: true, lazy: () => import('@/app/routes/admin/dashboard') },
  { path: 'teams', lazy: () => import('@/app/routes/admin/teams') },
  { path: 'teams/new', lazy: () => import('@/app/routes/admin/team-new') },
  { path: 'teams/:id', lazy: () => import('@/app/routes/admin/team-detail') },
  { path: 'teams/:id/edit', lazy: () => import('@/app/routes/admin/team-edit') },
  { path: 'players/import', lazy: () => import('@/app/routes/admin/player-import') },
  { path: 'players', lazy: () => import('@/app/routes/admin/players') },
  { path: 'players/new', lazy: () => import('@/app/routes/admin/player-new') },
  { path: 'players/:id', lazy: () => import('@/app/routes/admin/player-detail') },
  { path: 'players/:id/edit', lazy: () => import('@/app/routes/admin/player-edit') },
  { path: 'fixtures/new/bulk', lazy: () => import('@/app/routes/admin/fixture-bulk') },
  { path: 'fixtures/import', lazy: () => import('@/app/routes/admin/fixture-import') },
  { path: 'fixtures/brackets', lazy: () => import('@/app/routes/admin/fixture-brackets') },
  { path: 'fixtures', lazy: () => import('@/app/routes/admin/fixtures') },
  { path: 'fixtures/new', lazy: () => import('@/app/routes/admin/fixture-new') },
  { path: 'fixtures/:id', lazy: () => import('@/app/routes/admin/fixture-detail') },
  { path: 'fixtures/:id/edit', lazy: () => import('@/app/routes/admin/fixture-edit') },
  { path: 'users', lazy: () => import('@/app/routes/admin/users') },
  { path: 'venues', lazy: () => import('@/app/routes/admin/venues') },
  { path: 'venues/new', lazy: () => import('@/app/routes/admin/venue-new') },
  { path: 'venues/:id/edit', lazy: () => import('@/app/routes/admin/venue-edit') },
  { path: 'competitions', lazy: () => import('@/app/routes/admin/competitions') },
  { path: 'competitions/new', lazy: () => import('@/app/routes/admin/competition-new') },
  { path: 'competitions/:id/edit', lazy: () => import('@/app/routes/admin/competition-edit') },
  { path: 'seasons', lazy: () => import('@/app/routes/admin/seasons') },
  { path: 'seasons/new', lazy: () => import('@/app/routes/admin/season-new') },
  { path: 'seasons/:id/edit', lazy: () => import('@/app/routes/admin/season-edit') },
  { path: 'tournament-modes', lazy: () => import('@/app/routes/admin/tournament-modes') },
  { path: 'tournament-modes/new', lazy: () => import('@/app/routes/admin/tournament-mode-new') },
  {
    path: 'tournament-modes/:id/edit',
    lazy: () => import('@/app/routes/admin/tournament-mode-edit'),
  },
  { path: 'articles', lazy: () => import('@/app/routes/admin/articles') },
  { path: 'articles/new', lazy: () => import('@/app/routes/admin/article-new') },
  { path: 'articles/:id/edit', lazy: () => import('@/app/routes/admin/article-edit') },
  { path: 'albums', lazy: () => import('@/app/routes/admin/albums') },
  { path: 'albums/new', lazy: () => import('@/app/routes/admin/album-new') },
  { path: 'albums/:id/edit', lazy: () => import('@/app/routes/admin/album-edit') },
  { path: 'sponsors', lazy: () => import('@/app/routes/admin/sponsors') },
  { path: 'sponsors/new', lazy: () => import('@/app/routes/admin/sponsor-new') },
  { path: 'sponsors/:id/edit', lazy: () => import('@/app/routes/admin/sponsor-edit') },
  { path: 'honors', lazy: () => import('@/app/routes/admin/honors') },
  { path: 'honors/new', lazy: () => import('@/app/routes/admin/honor-new') },
  { path: 'honors/:id/edit', lazy: () => import('@/app/routes/admin/honor-edit') },
  { path: 'event', lazy: () => import('@/app/routes/admin/event') },
  { path: 'homepage', lazy: () => import('@/app/routes/admin/homepage') },
  { path: 'theme', lazy: () => import('@/app/routes/admin/theme') },
  { path: '*', lazy: () => import('@/app/routes/admin/admin-not-found') },
];

export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    // Catches failures of the layout itself; page failures are caught below, inside the layout.
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          {
            // A static loader runs while the lazy page chunk downloads: the data (through a small
            // chunk of its own) starts before the page's code has arrived.
            index: true,
            loader: async () => (await import('@/app/routes/home-loader')).loader(),
            lazy: () => import('@/app/routes/home'),
          },
          { path: 'login', lazy: () => import('@/app/routes/login') },
          { path: 'profile', lazy: () => import('@/app/routes/profile') },
          { path: 'matches', lazy: () => import('@/app/routes/matches') },
          { path: 'matches/:id', lazy: () => import('@/app/routes/match-detail') },
          {
            path: 'tables',
            loader: async (args) => (await import('@/app/routes/tables-loader')).loader(args),
            lazy: () => import('@/app/routes/tables'),
          },
          { path: 'playoffs', lazy: () => import('@/app/routes/playoffs') },
          {
            path: 'playoffs/:competitionId/:seasonId',
            lazy: () => import('@/app/routes/playoff-bracket'),
          },
          { path: 'statistics', lazy: () => import('@/app/routes/statistics') },
          { path: 'news', lazy: () => import('@/app/routes/news') },
          { path: 'news/:slug', lazy: () => import('@/app/routes/news-article') },
          { path: 'players', lazy: () => import('@/app/routes/players') },
          { path: 'players/:id', lazy: () => import('@/app/routes/player-detail') },
          { path: 'teams', lazy: () => import('@/app/routes/teams') },
          { path: 'teams/:id', lazy: () => import('@/app/routes/team-detail') },
          { path: 'gallery', lazy: () => import('@/app/routes/gallery') },
          { path: 'gallery/albums/:id', lazy: () => import('@/app/routes/gallery-album') },
          {
            path: 'season/:year/:competition/:division',
            lazy: () => import('@/app/routes/season-archive'),
          },
          {
            path: 'admin',
            lazy: () => import('@/app/routes/admin/admin-layout'),
            children: adminRoutes,
          },
          { path: '*', lazy: () => import('@/app/routes/not-found') },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
