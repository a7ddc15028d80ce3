import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CrudList } from '@/components/admin/crud-list';
import type { DataTableColumn } from '@/components/admin/data-table';
import { TeamColors } from '@/components/team-colors';
import { useDeleteTeam } from '@/features/teams/admin/api/delete-team';
import { useTeams, type TeamListRow } from '@/features/teams/admin/api/get-teams';
import { useListParams } from '@/hooks/use-list-params';

interface TeamsListProps {
  /** Admins create, edit and delete every team. */
  canManage: boolean;
  /** A captain edits the media of this team only. */
  ownTeamId?: number | null;
}

export function TeamsList({ canManage, ownTeamId }: TeamsListProps) {
  const { t } = useTranslation('admin-teams');
  const params = useListParams();
  const teams = useTeams({ search: params.search, page: params.page });
  const remove = useDeleteTeam();

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
  ];

  return (
    <CrudList
      namespace="admin-teams"
      basePath="/admin/teams"
      params={params}
      query={teams}
      remove={remove}
      columns={columns}
      itemName={(team) => team.name}
      deleteExtra={t('delete.cascade')}
      canCreate={canManage}
      canManage={(team) => canManage || team.id === ownTeamId}
      canDelete={() => canManage}
    />
  );
}
