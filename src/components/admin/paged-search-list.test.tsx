import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { DataTableColumn } from '@/components/admin/data-table';
import {
  PagedSearchList,
  RowEditButton,
  RowLink,
  type PagedQuery,
} from '@/components/admin/paged-search-list';
import { useListParams } from '@/hooks/use-list-params';
import { i18n } from '@/test/i18n';

// A namespace of its own, so the test does not lean on a feature's strings.
const NS = 'paged-search-list-test';

interface Album {
  id: number;
  name: string;
}

const columns: DataTableColumn<Album>[] = [
  {
    id: 'name',
    header: 'Nome',
    cell: (album) => <RowLink to={`/albums/${album.id}`}>{album.name}</RowLink>,
  },
];

const rows: Album[] = [
  { id: 1, name: 'Festa di fine anno' },
  { id: 2, name: 'Torneo estivo' },
];

function query(overrides: Partial<PagedQuery<Album>> = {}): PagedQuery<Album> {
  return {
    data: { rows, total: 45 },
    isPending: false,
    isError: false,
    refetch: vi.fn(),
    ...overrides,
  };
}

function Harness({ list }: { list: PagedQuery<Album> }) {
  const params = useListParams();
  return (
    <PagedSearchList
      namespace={NS}
      params={params}
      query={list}
      columns={columns}
      rowActions={(album) => (
        <RowEditButton to={`/albums/${album.id}`} label={`Gestisci «${album.name}»`}>
          Gestisci
        </RowEditButton>
      )}
    >
      <button type="button">Nuovo album</button>
    </PagedSearchList>
  );
}

function renderList(list: PagedQuery<Album>, path = '/albums') {
  const router = createMemoryRouter([{ path: '/albums', element: <Harness list={list} /> }], {
    initialEntries: [path],
  });
  const { unmount } = render(<RouterProvider router={router} />);
  return { router, unmount, user: userEvent.setup() };
}

beforeAll(() => {
  i18n.addResourceBundle('it', NS, {
    title: 'Album',
    loadError: 'Errore nel caricamento degli album.',
    list: {
      searchLabel: 'Cerca per nome',
      searchPlaceholder: 'Cerca per nome…',
      empty: 'Nessun album: creane uno.',
      noResults: 'Nessun album corrisponde alla ricerca.',
    },
  });
});

describe('PagedSearchList', () => {
  it('shows the rows, their edit links and actions, the toolbar and the page', () => {
    renderList(query());
    const table = screen.getByRole('table', { name: 'Album' });
    expect(within(table).getByRole('link', { name: 'Torneo estivo' })).toHaveAttribute(
      'href',
      '/albums/2',
    );
    expect(within(table).getByRole('columnheader', { name: 'Azioni' })).toBeInTheDocument();
    expect(
      within(table).getByRole('link', { name: 'Gestisci «Festa di fine anno»' }),
    ).toHaveTextContent('Gestisci');
    expect(screen.getByRole('searchbox', { name: 'Cerca per nome' })).toHaveAttribute(
      'placeholder',
      'Cerca per nome…',
    );
    expect(screen.getByRole('button', { name: 'Nuovo album' })).toBeInTheDocument();
    expect(screen.getByText('1–20 di 45')).toBeInTheDocument();
  });

  it('keeps the page and the search in the URL', async () => {
    const { router, user } = renderList(query(), '/albums?page=2');
    expect(screen.getByText('21–40 di 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(router.state.location.search).toBe('?page=3');

    await user.type(screen.getByRole('searchbox', { name: 'Cerca per nome' }), 'festa');
    // A new search starts again from the first page.
    await vi.waitFor(() => expect(router.state.location.search).toBe('?q=festa'));
  });

  it('tells an empty list from a search that finds nothing', () => {
    const empty = query({ data: { rows: [], total: 0 } });
    const { unmount } = renderList(empty);
    expect(screen.getByText('Nessun album: creane uno.')).toBeInTheDocument();
    unmount();
    renderList(empty, '/albums?q=zzz');
    expect(screen.getByText('Nessun album corrisponde alla ricerca.')).toBeInTheDocument();
  });

  it('says when the list fails to load, and retries', async () => {
    const failed = query({ data: undefined, isError: true });
    const { user } = renderList(failed);
    expect(screen.getByText('Errore nel caricamento degli album.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('shows skeleton rows while loading', () => {
    renderList(query({ data: undefined, isPending: true }));
    expect(screen.getByRole('table', { name: 'Album' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('data-table-skeleton')).toHaveLength(5);
  });
});
