import { Pencil, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { DataTable, type DataTableColumn } from '@/components/admin/data-table';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { PageHeader } from '@/components/admin/page-header';
import { Button } from '@/components/ui/button';
import { useDeleteHonor } from '@/features/admin-honors/api/delete-honor';
import { useHonors, type HonorListRow } from '@/features/admin-honors/api/get-honors';
import { useListParams } from '@/hooks/use-list-params';
import { PAGE_SIZE } from '@/lib/pagination';

export function HonorsList() {
  const { t } = useTranslation('admin-honors');
  const { page, search, setPage, setSearch } = useListParams();
  const honors = useHonors({ search, page });
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
    {
      id: 'actions',
      header: <span className="sr-only">{t('common:table.actions')}</span>,
      className: 'w-24 text-right',
      cell: (row) => (
        <div className="flex justify-end gap-1">
          <Button asChild variant="ghost" size="icon">
            <Link
              to={`/admin/honors/${row.id}/edit`}
              aria-label={t('list.edit', { name: row.achievement })}
            >
              <Pencil />
            </Link>
          </Button>
          <ConfirmDeleteDialog
            itemName={row.achievement}
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
          <Link to="/admin/honors/new">
            <Plus aria-hidden />
            {t('list.new')}
          </Link>
        </Button>
      </ListToolbar>
      <DataTable
        label={t('title')}
        columns={columns}
        rows={honors.data?.rows}
        getRowId={(row) => row.id}
        isLoading={honors.isPending}
        isError={honors.isError}
        errorMessage={t('list.loadError')}
        onRetry={() => void honors.refetch()}
        emptyMessage={search ? t('list.noResults') : t('list.empty')}
        pagination={{
          page,
          pageSize: PAGE_SIZE,
          total: honors.data?.total ?? 0,
          onPageChange: setPage,
        }}
      />
    </>
  );
}
