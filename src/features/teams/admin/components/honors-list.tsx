import { useTranslation } from 'react-i18next';
import { CrudList } from '@/components/admin/crud-list';
import type { DataTableColumn } from '@/components/admin/data-table';
import { useDeleteHonor } from '@/features/teams/admin/api/delete-honor';
import { useHonors, type HonorListRow } from '@/features/teams/admin/api/get-honors';
import { useListParams } from '@/hooks/use-list-params';

export function HonorsList() {
  const { t } = useTranslation('admin-honors');
  const params = useListParams();
  const honors = useHonors({ search: params.search, page: params.page });
  const remove = useDeleteHonor();

  const columns: DataTableColumn<HonorListRow>[] = [
    {
      id: 'team',
      header: t('fields.team'),
      cell: (row) => <span className="font-medium">{row.team?.name}</span>,
    },
    { id: 'achievement', header: t('fields.achievement'), cell: (row) => row.achievement },
    {
      id: 'competition',
      header: t('fields.competition'),
      cell: (row) => row.competition?.name ?? '—',
    },
    { id: 'season', header: t('fields.season'), cell: (row) => row.season?.name ?? '—' },
  ];

  return (
    <CrudList
      namespace="admin-honors"
      basePath="/admin/honors"
      params={params}
      query={honors}
      remove={remove}
      columns={columns}
      itemName={(row) => row.achievement}
    />
  );
}
