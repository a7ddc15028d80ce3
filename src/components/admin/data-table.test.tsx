import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn, type RowId } from '@/components/admin/data-table';

interface Row {
  id: number;
  name: string;
}

const columns: DataTableColumn<Row>[] = [{ id: 'name', header: 'Nome', cell: (row) => row.name }];
const rows: Row[] = [
  { id: 1, name: 'Aquile' },
  { id: 2, name: 'Leoni' },
];

function Selectable({ onChange }: { onChange: (ids: RowId[]) => void }) {
  const [selected, setSelected] = useState<ReadonlySet<RowId>>(new Set());
  return (
    <DataTable
      label="Squadre"
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      selection={{
        selected,
        onChange: (next) => {
          setSelected(next);
          onChange([...next]);
        },
      }}
    />
  );
}

describe('DataTable', () => {
  it('renders the rows under their headers', () => {
    render(<DataTable label="Squadre" columns={columns} rows={rows} getRowId={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Squadre' });
    expect(within(table).getByRole('columnheader', { name: 'Nome' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Leoni')).toBeInTheDocument();
  });

  it('shows skeleton rows while loading', () => {
    render(
      <DataTable
        label="Squadre"
        columns={columns}
        rows={undefined}
        getRowId={(r) => r.id}
        isLoading
      />,
    );
    expect(screen.getAllByTestId('data-table-skeleton')).toHaveLength(5);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  it('says so when there is nothing to show', () => {
    render(
      <DataTable
        label="Squadre"
        columns={columns}
        rows={[]}
        getRowId={(r) => r.id}
        emptyMessage="Nessuna squadra."
      />,
    );
    expect(screen.getByText('Nessuna squadra.')).toBeInTheDocument();
  });

  it('shows the error with a retry button', async () => {
    const onRetry = vi.fn();
    render(
      <DataTable
        label="Squadre"
        columns={columns}
        rows={undefined}
        getRowId={(r) => r.id}
        isError
        errorMessage="Errore nel caricamento delle squadre"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Errore nel caricamento delle squadre');
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('selects single rows and all rows of the page', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Selectable onChange={onChange} />);
    await user.click(screen.getAllByRole('checkbox', { name: 'Seleziona la riga' })[1]!);
    expect(onChange).toHaveBeenLastCalledWith([2]);
    const all = screen.getByRole('checkbox', { name: 'Seleziona tutte le righe della pagina' });
    expect(all).toHaveAttribute('data-state', 'indeterminate');
    await user.click(all);
    expect(onChange).toHaveBeenLastCalledWith([2, 1]);
    await user.click(all);
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('pages through the server-side total', async () => {
    const onPageChange = vi.fn();
    const user = userEvent.setup();
    render(
      <DataTable
        label="Squadre"
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        pagination={{ page: 2, pageSize: 20, total: 45, onPageChange }}
      />,
    );
    expect(screen.getByText('21–40 di 45')).toBeInTheDocument();
    expect(screen.getByText('Pagina 2 di 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Pagina precedente' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('disables the buttons at the ends', () => {
    render(
      <DataTable
        label="Squadre"
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        pagination={{ page: 1, pageSize: 20, total: 2, onPageChange: () => {} }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Pagina precedente' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pagina successiva' })).toBeDisabled();
  });
});
