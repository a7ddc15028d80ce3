import { Pencil, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { DataTable, type DataTableColumn } from '@/components/admin/data-table';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { PageHeader } from '@/components/admin/page-header';
import { TeamColors } from '@/components/team-colors';
import { Button } from '@/components/ui/button';
import { useDeleteTeam } from '@/features/admin-teams/api/delete-team';
import { useTeams, type TeamListRow } from '@/features/admin-teams/api/get-teams';
import { useListParams } from '@/hooks/use-list-params';
import { PAGE_SIZE } from '@/lib/pagination';
import { toast } from 'sonner';

interface TeamsListProps {
  /** Admins create, edit and delete every team. */
  canManage: boolean;
  /** A captain edits the media of this team only. */
  ownTeamId?: number | null;
}

export function TeamsList({ canManage, ownTeamId }: TeamsListProps) {
  const { t } = useTranslation('admin-teams');
  const { page, search, setPage, setSearch } = useListParams();
  const teams = useTeams({ search, page });
  const remove = useDeleteTeam();

  const canEdit = (team: TeamListRow) => canManage || team.id === ownTeamId;

  const columns: DataTableColumn<TeamListRow>[] = [
    {
      id: 'name',
      header: t('fields.name'),
      cell: (team) => (
        <Link to={`/admin/teams/${team.id}`} className="font-medium hover:underline">
          {team.name}
        </Link>
      ),
    },
    { id: 'parish', header: t('fields.parish'), cell: (team) => team.parish ?? '—' },
    { id: 'venue', header: t('fields.venue'), cell: (team) => team.venue?.name ?? '—' },
    {
      id: 'colors',
      header: t('fields.colors'),
      cell: (team) => <TeamColors colors={team.colors} label={t('fields.colors')} />,
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('common:table.actions')}</span>,
      className: 'w-24 text-right',
      cell: (team) =>
        canEdit(team) && (
          <div className="flex justify-end gap-1">
            <Button asChild variant="ghost" size="icon">
              <Link
                to={`/admin/teams/${team.id}/edit`}
                aria-label={t('list.edit', { name: team.name })}
              >
                <Pencil />
              </Link>
            </Button>
            {canManage && (
              <ConfirmDeleteDialog
                itemName={team.name}
                extra={t('delete.cascade')}
                onConfirm={async () => {
                  await remove.mutateAsync(team.id);
                  toast.success(t('toast.deleted'));
                }}
              />
            )}
          </div>
        ),
    },
  ];

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <ListToolbar search={search} onSearchChange={setSearch} searchLabel={t('list.search')}>
        {canManage && (
          <Button asChild>
            <Link to="/admin/teams/new">
              <Plus aria-hidden />
              {t('list.new')}
            </Link>
          </Button>
        )}
      </ListToolbar>
      <DataTable
        label={t('title')}
        columns={columns}
        rows={teams.data?.rows}
        getRowId={(team) => team.id}
        isLoading={teams.isPending}
        isError={teams.isError}
        errorMessage={t('list.loadError')}
        onRetry={() => void teams.refetch()}
        emptyMessage={search ? t('list.noResults') : t('list.empty')}
        pagination={{
          page,
          pageSize: PAGE_SIZE,
          total: teams.data?.total ?? 0,
          onPageChange: setPage,
        }}
      />
    </>
  );
}
