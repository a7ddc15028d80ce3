import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  createMemoryRouter,
  RouterProvider,
  type NonIndexRouteObject,
  type RouteObject,
} from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { playoffKeys } from '@/entities/playoffs/playoff-keys';
import { signedInAs, testProfile, testSession } from '@/test/auth';
import { createTestQueryClient, renderApp } from '@/test/render-app';
import { auth, rest, server } from '@/test/server';

// These journeys load the admin and login routes' chunks, which Vitest transforms on first
// import: 3.7 s on CI's machine, past the 5 s default on a busy one.
vi.setConfig({ testTimeout: 20_000 });

describe('route guard', () => {
  it('sends a signed-out visitor of /admin/teams to /login and back after signing in', async () => {
    const session = testSession();
    server.use(
      http.post(auth('token'), () => HttpResponse.json(session)),
      http.get(rest('profiles'), () => HttpResponse.json(testProfile({ role: 'admin' }))),
    );
    const { router, user } = renderApp('/admin/teams?page=2');

    await screen.findByRole('tab', { name: 'Accedi' });
    expect(router.state.location.pathname).toBe('/login');

    await user.type(screen.getByLabelText('Email'), 'marco.rossi@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/teams'));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('heading', { name: 'Squadre' })).toBeInTheDocument();
  });

  it('redirects /profile to /login when signed out', async () => {
    const { router } = renderApp('/profile');
    await screen.findByRole('tab', { name: 'Registrati' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/profile' } });
  });

  it('lets a signed-in user open /profile', async () => {
    signedInAs(testProfile());
    const { router } = renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Il mio profilo' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });
});

describe('not-found pages', () => {
  it('shows the 404 page with a way back home for an unknown path', async () => {
    const { router, user } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Torna alla home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the admin not-found message for an unknown admin path', async () => {
    signedInAs(testProfile({ role: 'admin' }));
    renderApp('/admin/does-not-exist');
    expect(
      await screen.findByText("La pagina richiesta non esiste nell'area di amministrazione."),
    ).toBeInTheDocument();
  });
});

describe('error page', () => {
  it('shows "Unexpected Application Error!" with a link home when a page throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Boom = () => {
      throw new Error('Kaboom');
    };
    // The real route tree with one extra page that fails to render.
    const [layout] = routes as [NonIndexRouteObject];
    const [pages] = layout.children as [NonIndexRouteObject];
    const withBoom: RouteObject[] = [
      {
        ...layout,
        children: [
          { ...pages, children: [{ path: 'boom', Component: Boom }, ...(pages.children ?? [])] },
        ],
      },
    ];
    const router = createMemoryRouter(withBoom, { initialEntries: ['/boom'] });
    render(
      <AppProvider queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    await i18nLanguage('en');
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Kaboom')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    // The site header stays, so the visitor is not stranded.
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });
});

async function i18nLanguage(lng: string) {
  const { i18n } = await import('@/lib/i18n');
  await i18n.changeLanguage(lng);
}

describe('top navigation', () => {
  const navLinks = async () => {
    const nav = await screen.findByRole('navigation', { name: 'Navigazione principale' });
    return within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
  };

  it('lists the public sections without Playoffs when there is no current bracket', async () => {
    const { queryClient } = renderApp('/');
    // Settled with "no bracket", not merely still loading.
    await waitFor(() =>
      expect(queryClient.getQueryState(playoffKeys.current())?.status).toBe('success'),
    );
    expect(queryClient.getQueryData(playoffKeys.current())).toBeNull();
    expect(await navLinks()).toEqual([
      'Home',
      'Partite',
      'Classifiche',
      'Statistiche',
      'Notizie',
      'Giocatori',
      'Squadre',
      'Galleria',
    ]);
  });

  it('shows Playoffs when the main competition has a bracket in the latest season', async () => {
    let asked = 0;
    server.use(
      http.get(rest('rpc/current_bracket'), () => {
        asked++;
        return HttpResponse.json([{ id: 1, competition_id: 7, season_id: 3, match_ids: [1, 2] }]);
      }),
    );
    renderApp('/');
    await waitFor(async () => expect(await navLinks()).toContain('Playoff'));
    const playoffs = screen.getAllByRole('link', { name: 'Playoff' })[0];
    expect(playoffs).toHaveAttribute('href', '/playoffs');
    // One request for the whole header, however many places show the link.
    expect(asked).toBe(1);
  });

  it('opens the mobile menu with the same links', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Apri il menu' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Galleria' })).toHaveAttribute(
      'href',
      '/gallery',
    );
  });
});
