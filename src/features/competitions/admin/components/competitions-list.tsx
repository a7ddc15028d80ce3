import { useTranslation } from 'react-i18next';
import { CrudList } from '@/components/admin/crud-list';
import type { DataTableColumn } from '@/components/admin/data-table';
import { useDeleteCompetition } from '@/features/competitions/admin/api/delete-competition';
import {
  useCompetitions,
  type CompetitionListRow,
} from '@/features/competitions/admin/api/get-competitions';
import { useListParams } from '@/hooks/use-list-params';

export function CompetitionsList() {
  const { t } = useTranslation('admin-competitions');
  const params = useListParams();
  const competitions = useCompetitions({ search: params.search, page: params.page });
  const remove = useDeleteCompetition();

  const columns: DataTableColumn<CompetitionListRow>[] = [
    {
      id: 'name',
      header: t('fields.name'),
      cell: (row) => <span className="font-medium">{row.name}</span>,
    },
    {
      id: 'slug',
      header: t('fields.slug'),
      cell: (row) => <code className="text-xs">{row.slug}</code>,
    },
    { id: 'level', header: t('fields.level'), cell: (row) => row.level, className: 'text-right' },
  ];

  return (
    <CrudList
      namespace="admin-competitions"
      basePath="/admin/competitions"
      params={params}
      query={competitions}
      remove={remove}
      columns={columns}
      itemName={(row) => row.name}
      deleteExtra={t('delete.extra')}
    />
  );
}
