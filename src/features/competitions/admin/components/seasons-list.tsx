import { useTranslation } from 'react-i18next';
import { CrudList } from '@/components/admin/crud-list';
import type { DataTableColumn } from '@/components/admin/data-table';
import { useDeleteSeason } from '@/features/competitions/admin/api/delete-season';
import { useSeasons, type SeasonListRow } from '@/features/competitions/admin/api/get-seasons';
import { useListParams } from '@/hooks/use-list-params';
import { formatDay } from '@/lib/dates';

export function SeasonsList() {
  const { t, i18n } = useTranslation('admin-seasons');
  const params = useListParams();
  const seasons = useSeasons({ search: params.search, page: params.page });
  const remove = useDeleteSeason();

  const columns: DataTableColumn<SeasonListRow>[] = [
    {
      id: 'name',
      header: t('fields.name'),
      cell: (row) => <span className="font-medium">{row.name}</span>,
    },
    {
      id: 'start',
      header: t('fields.startDate'),
      cell: (row) => formatDay(row.start_date, i18n.language),
    },
    {
      id: 'end',
      header: t('fields.endDate'),
      cell: (row) => formatDay(row.end_date, i18n.language),
    },
  ];

  return (
    <CrudList
      namespace="admin-seasons"
      basePath="/admin/seasons"
      params={params}
      query={seasons}
      remove={remove}
      columns={columns}
      itemName={(row) => row.name}
      deleteExtra={t('delete.extra')}
    />
  );
}
