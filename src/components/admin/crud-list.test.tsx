import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CrudList, type CrudListQuery } from '@/components/admin/crud-list';
import type { DataTableColumn } from '@/components/admin/data-table';
import { i18n } from '@/test/i18n';

interface Team {
  id: number;
  name: string;
  city: string;
}

const NAMESPACE = 'crud-list-test';
const columns: DataTableColumn<Team>[] = [
  { id: 'name', header: 'Nome', cell: (row) => row.name },
  { id: 'city', header: 'Città', cell: (row) => row.city },
];
const teams: Team[] = [
  { id: 1, name: 'Aquile', city: 'Lecco' },
  { id: 2, name: 'Leoni', city: 'Como' },
];

beforeAll(() => {
  i18n.addResourceBundle('it', NAMESPACE, {
    title: 'Squadre',
    description: 'Le squadre del campionato.',
    list: {
      new: 'Nuova squadra',
      search: 'Cerca per nome',
      edit: 'Modifica «{{name}}»',
      empty: 'Nessuna squadra ancora.',
      noResults: 'Nessuna squadra corrisponde alla ricerca.',
      loadError: 'Errore nel caricamento delle squadre',
    },
    toast: { deleted: 'Squadra eliminata' },
  });
});

function query(overrides: Partial<CrudListQuery<Team>> = {}): CrudListQuery<Team> {
  return {
    data: { rows: teams, total: teams.length },
    isPending: false,
    isError: false,
    refetch: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

function renderList({
  search = '',
  ...props
}: Partial<Parameters<typeof CrudList<Team>>[0]> & { search?: string } = {}) {
  const params = { page: 1, search, setPage: vi.fn(), setSearch: vi.fn() };
  const remove = { mutateAsync: vi.fn(() => Promise.resolve()) };
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <Toaster />
      <CrudList
        namespace={NAMESPACE}
        basePath="/admin/teams"
        params={params}
        query={query()}
        remove={remove}
        columns={columns}
        itemName={(row) => row.name}
        {...props}
      />
    </MemoryRouter>,
  );
  return { user, params, remove };
}

describe('CrudList', () => {
  it('shows the page, the "new" link and each row with its edit link', () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Squadre' })).toBeInTheDocument();
    expect(screen.getByText('Le squadre del campionato.')).toBeInTheDocument();
    // Its own label, and the toolbar's usual placeholder.
    expect(screen.getByLabelText('Cerca per nome')).toHaveAttribute('placeholder', 'Cerca…');
    expect(screen.getByRole('link', { name: 'Nuova squadra' })).toHaveAttribute(
      'href',
      '/admin/teams/new',
    );
    const table = screen.getByRole('table', { name: 'Squadre' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('NomeCittàAzioni');
    expect(rows[1]).toHaveTextContent('AquileLecco');
    expect(screen.getByRole('link', { name: 'Modifica «Leoni»' })).toHaveAttribute(
      'href',
      '/admin/teams/2/edit',
    );
  });

  it('deletes a row only once confirmed, then says so', async () => {
    const { user, remove } = renderList({ deleteExtra: 'I suoi giocatori restano.' });
    await user.click(screen.getByRole('button', { name: 'Elimina «Aquile»' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sei sicuro?' });
    expect(dialog).toHaveTextContent('I suoi giocatori restano.');
    expect(remove.mutateAsync).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(remove.mutateAsync).toHaveBeenCalledExactlyOnceWith(1);
    expect(await screen.findByText('Squadra eliminata')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('says when there is nothing yet', () => {
    renderList({ query: query({ data: { rows: [], total: 0 } }) });
    expect(screen.getByText('Nessuna squadra ancora.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says when a search found nothing', () => {
    renderList({ query: query({ data: { rows: [], total: 0 } }), search: 'zzz' });
    expect(screen.getByText('Nessuna squadra corrisponde alla ricerca.')).toBeInTheDocument();
    expect(screen.queryByText('Nessuna squadra ancora.')).not.toBeInTheDocument();
  });

  it('offers to retry a failed load', async () => {
    const failed = query({ data: undefined, isError: true });
    const { user } = renderList({ query: failed });
    expect(screen.getByText('Errore nel caricamento delle squadre')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('pages through the rows on the server', async () => {
    const { user, params } = renderList({ query: query({ data: { rows: teams, total: 45 } }) });
    expect(screen.getByText('1–20 di 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(params.setPage).toHaveBeenCalledWith(2);
  });

  it('hides "new" and the buttons of rows the user may not manage', () => {
    renderList({ canCreate: false, canManage: (row) => row.id === 2 });
    expect(screen.queryByRole('link', { name: 'Nuova squadra' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Modifica «Aquile»' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Elimina «Aquile»' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifica «Leoni»' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elimina «Leoni»' })).toBeInTheDocument();
  });

  it('lets a row be edited but not deleted when only its deletion is refused', () => {
    renderList({ canDelete: (row) => row.id === 2 });
    expect(screen.getByRole('link', { name: 'Modifica «Aquile»' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Elimina «Aquile»' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elimina «Leoni»' })).toBeInTheDocument();
  });

  it('shows more actions before "new"', () => {
    renderList({ extraActions: <a href="/admin/teams/import">Importa</a> });
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links.indexOf('Importa')).toBe(links.indexOf('Nuova squadra') - 1);
  });
});
