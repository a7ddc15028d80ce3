import { useTranslation } from 'react-i18next';
import { CrudList } from '@/components/admin/crud-list';
import type { DataTableColumn } from '@/components/admin/data-table';
import { useDeleteVenue } from '@/features/venues/admin/api/delete-venue';
import { useVenues, type VenueListRow } from '@/features/venues/admin/api/get-venues';
import { useListParams } from '@/hooks/use-list-params';

export function VenuesList() {
  const { t } = useTranslation('admin-venues');
  const params = useListParams();
  const venues = useVenues({ search: params.search, page: params.page });
  const remove = useDeleteVenue();

  const columns: DataTableColumn<VenueListRow>[] = [
    {
      id: 'name',
      header: t('fields.name'),
      cell: (row) => <span className="font-medium">{row.name}</span>,
    },
    { id: 'structure', header: t('fields.structure'), cell: (row) => row.structure ?? '—' },
    { id: 'address', header: t('fields.address'), cell: (row) => row.address ?? '—' },
    { id: 'city', header: t('fields.city'), cell: (row) => row.city ?? '—' },
  ];

  return (
    <CrudList
      namespace="admin-venues"
      basePath="/admin/venues"
      params={params}
      query={venues}
      remove={remove}
      columns={columns}
      itemName={(row) => row.name}
    />
  );
}
