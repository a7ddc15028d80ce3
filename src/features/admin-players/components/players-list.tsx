import { FileUp, Pencil, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { DataTable, type DataTableColumn } from '@/components/admin/data-table';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { PageHeader } from '@/components/admin/page-header';
import { Button } from '@/components/ui/button';
import { useDeletePlayer } from '@/features/admin-players/api/delete-player';
import { usePlayers, type PlayerListRow } from '@/features/admin-players/api/get-players';
import { useListParams } from '@/hooks/use-list-params';
import { PAGE_SIZE } from '@/lib/pagination';

interface PlayersListProps {
  /** Admins manage every player. */
  canManageAll: boolean;
  /** A captain manages the players of this team only. */
  ownTeamId?: number | null;
}

export function PlayersList({ canManageAll, ownTeamId }: PlayersListProps) {
  const { t } = useTranslation('admin-players');
  const { page, search, setPage, setSearch } = useListParams();
  const players = usePlayers({ search, page });
  const remove = useDeletePlayer();
  const canCreate = canManageAll || !!ownTeamId;
  const canManage = (player: PlayerListRow) =>
    canManageAll || (!!ownTeamId && player.team_id === ownTeamId);

  const columns: DataTableColumn<PlayerListRow>[] = [
    {
      id: 'name',
      header: t('fields.name'),
      cell: (player) => (
        <Link to={`/admin/players/${player.id}`} className="font-medium hover:underline">
          {player.last_name} {player.first_name}
        </Link>
      ),
    },
    { id: 'team', header: t('fields.team'), cell: (player) => player.team?.name ?? '—' },
    {
      id: 'role',
      header: t('fields.role'),
      cell: (player) => (player.role ? t(`roles.${player.role}`) : '—'),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('common:table.actions')}</span>,
      className: 'w-24 text-right',
      cell: (player) => {
        const name = `${player.first_name} ${player.last_name}`;
        return (
          canManage(player) && (
            <div className="flex justify-end gap-1">
              <Button asChild variant="ghost" size="icon">
                <Link to={`/admin/players/${player.id}/edit`} aria-label={t('list.edit', { name })}>
                  <Pencil />
                </Link>
              </Button>
              <ConfirmDeleteDialog
                itemName={name}
                onConfirm={async () => {
                  await remove.mutateAsync(player.id);
                  toast.success(t('toast.deleted'));
                }}
              />
            </div>
          )
        );
      },
    },
  ];

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <ListToolbar search={search} onSearchChange={setSearch} searchLabel={t('list.search')}>
        {canCreate && (
          <>
            <Button asChild variant="outline">
              <Link to="/admin/players/import">
                <FileUp aria-hidden />
                {t('list.import')}
              </Link>
            </Button>
            <Button asChild>
              <Link to="/admin/players/new">
                <Plus aria-hidden />
                {t('list.new')}
              </Link>
            </Button>
          </>
        )}
      </ListToolbar>
      <DataTable
        label={t('title')}
        columns={columns}
        rows={players.data?.rows}
        getRowId={(player) => player.id}
        isLoading={players.isPending}
        isError={players.isError}
        errorMessage={t('list.loadError')}
        onRetry={() => void players.refetch()}
        emptyMessage={search ? t('list.noResults') : t('list.empty')}
        pagination={{
          page,
          pageSize: PAGE_SIZE,
          total: players.data?.total ?? 0,
          onPageChange: setPage,
        }}
      />
    </>
  );
}
