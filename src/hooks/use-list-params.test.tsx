import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { createMemoryRouter, Link, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { useListParams } from '@/hooks/use-list-params';

function VenuesPage() {
  const { search, setSearch } = useListParams();
  return (
    <>
      <ListToolbar search={search} onSearchChange={setSearch} searchLabel="Cerca campi" />
      <p>Ricerca: {search || '—'}</p>
      <Link to="/admin/venues/3/edit">Modifica «Oratorio»</Link>
    </>
  );
}

/**
 * Stands for what the edit page waits for before it can show (its translations, its chunk):
 * while it suspends, the router's navigation is a transition and the list stays mounted.
 */
let editPageReady: Promise<void> = Promise.resolve();

function EditPage() {
  use(editPageReady);
  return <h1>Modifica campo</h1>;
}

const routes: RouteObject[] = [
  { path: '/admin/venues', element: <VenuesPage /> },
  { path: '/admin/venues/:id/edit', element: <EditPage /> },
];

function renderAt(path: string, routeList = routes) {
  const router = createMemoryRouter(routeList, { initialEntries: [path] });
  render(
    <Suspense fallback={<p>Caricamento…</p>}>
      <RouterProvider router={router} />
    </Suspense>,
  );
  return router;
}

const urlOf = (router: ReturnType<typeof renderAt>) =>
  router.state.location.pathname + router.state.location.search;

/** Types a search, opens the edit page before the search's delay ends, then lets time pass. */
async function searchThenOpenEditEarly() {
  fireEvent.change(screen.getByRole('searchbox', { name: 'Cerca campi' }), {
    target: { value: 'oratorio' },
  });
  await act(() => vi.advanceTimersByTimeAsync(100));
  const edit = screen.getByRole('link', { name: 'Modifica «Oratorio»' });
  await act(async () => fireEvent.click(edit));
  await act(() => vi.advanceTimersByTimeAsync(1000));
}

describe('useListParams', () => {
  afterEach(() => {
    vi.useRealTimers();
    editPageReady = Promise.resolve();
  });

  it('puts the search in the URL and starts again from page 1', async () => {
    vi.useFakeTimers();
    const router = renderAt('/admin/venues?page=3');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cerca campi' }), {
      target: { value: 'oratorio' },
    });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(urlOf(router)).toBe('/admin/venues?q=oratorio');
    expect(screen.getByText('Ricerca: oratorio')).toBeInTheDocument();
  });

  it('drops a pending search when the user opens another page that is still loading', async () => {
    vi.useFakeTimers();
    let showEditPage = () => {};
    editPageReady = new Promise((resolve) => (showEditPage = resolve));
    const router = renderAt('/admin/venues');
    await searchThenOpenEditEarly();
    vi.useRealTimers();
    await act(async () => showEditPage());

    expect(await screen.findByRole('heading', { name: 'Modifica campo' })).toBeInTheDocument();
    expect(urlOf(router)).toBe('/admin/venues/3/edit');
  });

  it('drops a pending search when the user opens a page whose route is still loading', async () => {
    vi.useFakeTimers();
    let loadEditRoute = () => {};
    const routeLoaded = new Promise<void>((resolve) => (loadEditRoute = resolve));
    const router = renderAt('/admin/venues', [
      routes[0]!,
      {
        path: '/admin/venues/:id/edit',
        lazy: async () => {
          await routeLoaded;
          return { element: <EditPage /> };
        },
      },
    ]);
    await searchThenOpenEditEarly();
    // Still on its way to the edit page, not turned back to the list by the late search.
    expect(router.state.navigation.location?.pathname).toBe('/admin/venues/3/edit');
    vi.useRealTimers();
    await act(async () => loadEditRoute());

    expect(await screen.findByRole('heading', { name: 'Modifica campo' })).toBeInTheDocument();
    expect(urlOf(router)).toBe('/admin/venues/3/edit');
  });
});
