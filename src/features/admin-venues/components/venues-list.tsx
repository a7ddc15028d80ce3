import { Pencil, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { DataTable, type DataTableColumn } from '@/components/admin/data-table';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { PageHeader } from '@/components/admin/page-header';
import { Button } from '@/components/ui/button';
import { useDeleteVenue } from '@/features/admin-venues/api/delete-venue';
import { useVenues, type VenueListRow } from '@/features/admin-venues/api/get-venues';
import { useListParams } from '@/hooks/use-list-params';
import { PAGE_SIZE } from '@/lib/pagination';

export function VenuesList() {
  const { t } = useTranslation('admin-venues');
  const { page, search, setPage, setSearch } = useListParams();
  const venues = useVenues({ search, page });
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
    {
      id: 'actions',
      header: <span className="sr-only">{t('common:table.actions')}</span>,
      className: 'w-24 text-right',
      cell: (row) => (
        <div className="flex justify-end gap-1">
          <Button asChild variant="ghost" size="icon">
            <Link
              to={`/admin/venues/${row.id}/edit`}
              aria-label={t('list.edit', { name: row.name })}
            >
              <Pencil />
            </Link>
          </Button>
          <ConfirmDeleteDialog
            itemName={row.name}
            onConfirm={async () => {
              await remove.mutateAsync(row.id);
              toast.success(t('toast.deleted'));
            }}
          />
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <ListToolbar search={search} onSearchChange={setSearch} searchLabel={t('list.search')}>
        <Button asChild>
          <Link to="/admin/venues/new">
            <Plus aria-hidden />
            {t('list.new')}
          </Link>
        </Button>
      </ListToolbar>
      <DataTable
        label={t('title')}
        columns={columns}
        rows={venues.data?.rows}
        getRowId={(row) => row.id}
        isLoading={venues.isPending}
        isError={venues.isError}
        errorMessage={t('list.loadError')}
        onRetry={() => void venues.refetch()}
        emptyMessage={search ? t('list.noResults') : t('list.empty')}
        pagination={{
          page,
          pageSize: PAGE_SIZE,
          total: venues.data?.total ?? 0,
          onPageChange: setPage,
        }}
      />
    </>
  );
}
