import { useTranslation } from 'react-i18next';
import { CrudList } from '@/components/admin/crud-list';
import type { DataTableColumn } from '@/components/admin/data-table';
import { useDeleteSponsor } from '@/features/teams/admin/api/delete-sponsor';
import { useSponsors, type SponsorListRow } from '@/features/teams/admin/api/get-sponsors';
import { useListParams } from '@/hooks/use-list-params';

interface SponsorsListProps {
  /** Admins manage every sponsor, league-wide ones included. */
  canManageAll: boolean;
  /** A captain manages his own team's sponsors. */
  ownTeamId?: number | null;
}

export function SponsorsList({ canManageAll, ownTeamId }: SponsorsListProps) {
  const { t } = useTranslation('admin-sponsors');
  const params = useListParams();
  const sponsors = useSponsors({ search: params.search, page: params.page });
  const remove = useDeleteSponsor();

  const columns: DataTableColumn<SponsorListRow>[] = [
    {
      id: 'name',
      header: t('fields.name'),
      cell: (row) => <span className="font-medium">{row.name}</span>,
    },
    { id: 'team', header: t('fields.team'), cell: (row) => row.team?.name ?? t('list.leagueWide') },
    {
      id: 'website',
      header: t('fields.website'),
      cell: (row) =>
        row.website ? (
          <a
            href={row.website}
            target="_blank"
            rel="noreferrer"
            className="text-primary underline-offset-4 hover:underline"
          >
            {row.website.replace(/^https?:\/\//, '')}
          </a>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <CrudList
      namespace="admin-sponsors"
      basePath="/admin/sponsors"
      params={params}
      query={sponsors}
      remove={remove}
      columns={columns}
      itemName={(row) => row.name}
      canCreate={canManageAll || !!ownTeamId}
      canManage={(row) => canManageAll || (!!ownTeamId && row.team_id === ownTeamId)}
    />
  );
}
