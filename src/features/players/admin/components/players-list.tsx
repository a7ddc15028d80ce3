import { FileUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CrudList } from '@/components/admin/crud-list';
import type { DataTableColumn } from '@/components/admin/data-table';
import { Button } from '@/components/ui/button';
import { useDeletePlayer } from '@/features/players/admin/api/delete-player';
import { usePlayers, type PlayerListRow } from '@/features/players/admin/api/get-players';
import { useListParams } from '@/hooks/use-list-params';

interface PlayersListProps {
  /** Admins manage every player. */
  canManageAll: boolean;
  /** A captain manages the players of this team only. */
  ownTeamId?: number | null;
}

export function PlayersList({ canManageAll, ownTeamId }: PlayersListProps) {
  const { t } = useTranslation('admin-players');
  const params = useListParams();
  const players = usePlayers({ search: params.search, page: params.page });
  const remove = useDeletePlayer();
  const canCreate = canManageAll || !!ownTeamId;

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
  ];

  return (
    <CrudList
      namespace="admin-players"
      basePath="/admin/players"
      params={params}
      query={players}
      remove={remove}
      columns={columns}
      itemName={(player) => `${player.first_name} ${player.last_name}`}
      canCreate={canCreate}
      canManage={(player) => canManageAll || (!!ownTeamId && player.team_id === ownTeamId)}
      extraActions={
        canCreate && (
          <Button asChild variant="outline">
            <Link to="/admin/players/import">
              <FileUp aria-hidden />
              {t('list.import')}
            </Link>
          </Button>
        )
      }
    />
  );
}
