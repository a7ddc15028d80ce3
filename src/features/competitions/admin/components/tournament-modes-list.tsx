import { useTranslation } from 'react-i18next';
import { CrudList } from '@/components/admin/crud-list';
import type { DataTableColumn } from '@/components/admin/data-table';
import { useDeleteTournamentMode } from '@/features/competitions/admin/api/delete-tournament-mode';
import {
  useTournamentModes,
  type TournamentModeListRow,
} from '@/features/competitions/admin/api/get-tournament-modes';
import { useListParams } from '@/hooks/use-list-params';

export function TournamentModesList() {
  const { t } = useTranslation('admin-tournament-modes');
  const params = useListParams();
  const tournamentModes = useTournamentModes({ search: params.search, page: params.page });
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
  ];

  return (
    <CrudList
      namespace="admin-tournament-modes"
      basePath="/admin/tournament-modes"
      params={params}
      query={tournamentModes}
      remove={remove}
      columns={columns}
      itemName={(row) => row.name}
    />
  );
}
