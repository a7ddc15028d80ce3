import { Pencil, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { DataTable, type DataTableColumn } from '@/components/admin/data-table';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { PageHeader } from '@/components/admin/page-header';
import { Button } from '@/components/ui/button';
import { useDeleteSeason } from '@/features/admin-seasons/api/delete-season';
import { useSeasons, type SeasonListRow } from '@/features/admin-seasons/api/get-seasons';
import { useListParams } from '@/hooks/use-list-params';
import { PAGE_SIZE } from '@/lib/pagination';
import { formatDay } from '@/lib/dates';

export function SeasonsList() {
  const { t, i18n } = useTranslation('admin-seasons');
  const { page, search, setPage, setSearch } = useListParams();
  const seasons = useSeasons({ search, page });
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
    {
      id: 'actions',
      header: <span className="sr-only">{t('common:table.actions')}</span>,
      className: 'w-24 text-right',
      cell: (row) => (
        <div className="flex justify-end gap-1">
          <Button asChild variant="ghost" size="icon">
            <Link
              to={`/admin/seasons/${row.id}/edit`}
              aria-label={t('list.edit', { name: row.name })}
            >
              <Pencil />
            </Link>
          </Button>
          <ConfirmDeleteDialog
            itemName={row.name}
            extra={t('delete.extra')}
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
          <Link to="/admin/seasons/new">
            <Plus aria-hidden />
            {t('list.new')}
          </Link>
        </Button>
      </ListToolbar>
      <DataTable
        label={t('title')}
        columns={columns}
        rows={seasons.data?.rows}
        getRowId={(row) => row.id}
        isLoading={seasons.isPending}
        isError={seasons.isError}
        errorMessage={t('list.loadError')}
        onRetry={() => void seasons.refetch()}
        emptyMessage={search ? t('list.noResults') : t('list.empty')}
        pagination={{
          page,
          pageSize: PAGE_SIZE,
          total: seasons.data?.total ?? 0,
          onPageChange: setPage,
        }}
      />
    </>
  );
}
