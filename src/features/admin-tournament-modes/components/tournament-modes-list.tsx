import { Pencil, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { DataTable, type DataTableColumn } from '@/components/admin/data-table';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { PageHeader } from '@/components/admin/page-header';
import { Button } from '@/components/ui/button';
import { useDeleteTournamentMode } from '@/features/admin-tournament-modes/api/delete-tournament-mode';
import {
  useTournamentModes,
  type TournamentModeListRow,
} from '@/features/admin-tournament-modes/api/get-tournament-modes';
import { useListParams } from '@/hooks/use-list-params';
import { PAGE_SIZE } from '@/lib/pagination';

export function TournamentModesList() {
  const { t } = useTranslation('admin-tournament-modes');
  const { page, search, setPage, setSearch } = useListParams();
  const tournamentModes = useTournamentModes({ search, page });
  const remove = useDeleteTournamentMode();

  const columns: DataTableColumn<TournamentModeListRow>[] = [
    {
      id: 'name',
      header: t('fields.name'),
      cell: (row) => <span className="font-medium">{row.name}</span>,
    },
    {
      id: 'points',
      header: t('list.points'),
      cell: (row) => `${row.points_win} / ${row.points_draw} / ${row.points_loss}`,
    },
    { id: 'playoffTeams', header: t('fields.playoffTeams'), cell: (row) => row.playoff_teams },
    {
      id: 'legs',
      header: t('fields.legs'),
      cell: (row) => t(`legs.${row.legs === 2 ? 'two' : 'one'}`),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('common:table.actions')}</span>,
      className: 'w-24 text-right',
      cell: (row) => (
        <div className="flex justify-end gap-1">
          <Button asChild variant="ghost" size="icon">
            <Link
              to={`/admin/tournament-modes/${row.id}/edit`}
              aria-label={t('list.edit', { name: row.name })}
            >
              <Pencil />
            </Link>
          </Button>
          <ConfirmDeleteDialog
            itemName={row.name}
            onConfirm={async () => {
              await remove.mutateAsync(row.id);
              toast.success(t('toast.deleted'));
            }}
          />
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <ListToolbar search={search} onSearchChange={setSearch} searchLabel={t('list.search')}>
        <Button asChild>
          <Link to="/admin/tournament-modes/new">
            <Plus aria-hidden />
            {t('list.new')}
          </Link>
        </Button>
      </ListToolbar>
      <DataTable
        label={t('title')}
        columns={columns}
        rows={tournamentModes.data?.rows}
        getRowId={(row) => row.id}
        isLoading={tournamentModes.isPending}
        isError={tournamentModes.isError}
        errorMessage={t('list.loadError')}
        onRetry={() => void tournamentModes.refetch()}
        emptyMessage={search ? t('list.noResults') : t('list.empty')}
        pagination={{
          page,
          pageSize: PAGE_SIZE,
          total: tournamentModes.data?.total ?? 0,
          onPageChange: setPage,
        }}
      />
    </>
  );
}
