import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { LastViewKeeper } from '@/app/last-view-keeper';
import { MainLayout } from '@/app/layouts/main-layout';
import { refreshIfOldCopy, takeStartedPage } from '@/app/page-start';
import { PUBLIC_PAGES, type PublicPage } from '@/app/public-pages';
import { prefetchShell } from '@/app/shell-data';
import { ErrorPage } from '@/components/errors/error-page';
import { PageSpinner } from '@/components/ui/spinner';
import { i18n } from '@/lib/i18n';
import { getQueryClient } from '@/lib/query-client';

/*
 * Every page is a lazy route module exporting `Component` (and, if it needs them, `loader` or
 * `ErrorBoundary`), so each page is its own chunk and the admin area never reaches the main
 * bundle.
 */

interface PageModule {
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
}

interface DataModule {
  /** `started`: the page's answer index.html asked for (src/app/page-start.ts), if any. */
  prefetch: (
    queryClient: QueryClient,
    args: LoaderFunctionArgs,
    started?: Promise<unknown>,
  ) => Promise<void>;
}

const pageModules = import.meta.glob<PageModule>(['./routes/*.tsx', '!./routes/*.test.tsx']);
const dataModules = import.meta.glob<DataModule>('./routes/*-data.ts');

/**
 * A public page from the table in public-pages.ts. Its loader starts the page's data (a small
 * module of its own, so the data does not wait for the page's larger chunk) and waits only for
 * the page's translations, so the page paints whole instead of a spinner then the page.
 * Data errors are left to the page's own queries (and their toasts).
 */
function publicRoute({ path, page, data, namespaces, start }: PublicPage): RouteObject {
  const lazyPage = pageModules[`./routes/${page}.tsx`];
  const dataModule = data ? dataModules[`./routes/${data}.ts`] : undefined;
  if (!lazyPage || (data && !dataModule)) throw new Error(`public-pages.ts: no module for ${page}`);
  if (start && !dataModule) throw new Error(`public-pages.ts: ${page} starts no data`);
  return {
    ...(path ? { path } : { index: true }),
    lazy: async () => {
      const { Component: Page, ...module } = await lazyPage();
      return {
        ...module,
        Component: () => (
          <>
            <Page />
            <LastViewKeeper />
          </>
        ),
      };
    },
    loader: async (args) => {
      const queryClient = getQueryClient();
      const started = takeStartedPage(new URL(args.request.url));
      // Before the header mounts, so that it finds its data on the way rather than asking too.
      if (started) prefetchShell(queryClient, started);
      // Otherwise the frame's requests leave with the page's own first ones, not before them:
      // they are then one round of parallel requests, not two.
      const prefetched = (dataModule ? dataModule() : Promise.resolve(null)).then((module) => {
        if (!started) prefetchShell(queryClient);
        void module?.prefetch(queryClient, args, started ?? undefined);
      });
      if (started) refreshIfOldCopy(queryClient, started, prefetched);
      // A started page's sections must find their queries on the way when they mount; the data
      // module is small and index.html asked for it already.
      await Promise.all([i18n.loadNamespaces([...namespaces]), started ? prefetched : null]);
      return null;
    },
  };
}

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
    children: [
      {
        errorElement: <ErrorPage />,
        // Here rather than on the layout: while the first page's code and translations load,
        // the header and footer are already on screen and only the page area waits.
        hydrateFallbackElement: <PageSpinner />,
        children: [
          ...PUBLIC_PAGES.map(publicRoute),
          { path: 'login', lazy: () => import('@/app/routes/login') },
          { path: 'profile', lazy: () => import('@/app/routes/profile') },
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

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}

/**
 * Calls `render` once the router has loaded the first address's route (its code, translations
 * and started data), or at once when it has. While index.html shows a stored view
 * (src/lib/last-view.ts), the app waits for this: its first frame replaces the view with the
 * whole page, not with the frame and a spinner.
 */
export function whenFirstRouteLoaded(router: AppRouter, render: () => void): void {
  if (router.state.initialized) return render();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    render();
  });
}
