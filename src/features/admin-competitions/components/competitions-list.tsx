import { Pencil, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { DataTable, type DataTableColumn } from '@/components/admin/data-table';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { PageHeader } from '@/components/admin/page-header';
import { Button } from '@/components/ui/button';
import { useDeleteCompetition } from '@/features/admin-competitions/api/delete-competition';
import {
  useCompetitions,
  type CompetitionListRow,
} from '@/features/admin-competitions/api/get-competitions';
import { useListParams } from '@/hooks/use-list-params';
import { PAGE_SIZE } from '@/lib/pagination';

export function CompetitionsList() {
  const { t } = useTranslation('admin-competitions');
  const { page, search, setPage, setSearch } = useListParams();
  const competitions = useCompetitions({ search, page });
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
    {
      id: 'actions',
      header: <span className="sr-only">{t('common:table.actions')}</span>,
      className: 'w-24 text-right',
      cell: (row) => (
        <div className="flex justify-end gap-1">
          <Button asChild variant="ghost" size="icon">
            <Link
              to={`/admin/competitions/${row.id}/edit`}
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
          <Link to="/admin/competitions/new">
            <Plus aria-hidden />
            {t('list.new')}
          </Link>
        </Button>
      </ListToolbar>
      <DataTable
        label={t('title')}
        columns={columns}
        rows={competitions.data?.rows}
        getRowId={(row) => row.id}
        isLoading={competitions.isPending}
        isError={competitions.isError}
        errorMessage={t('list.loadError')}
        onRetry={() => void competitions.refetch()}
        emptyMessage={search ? t('list.noResults') : t('list.empty')}
        pagination={{
          page,
          pageSize: PAGE_SIZE,
          total: competitions.data?.total ?? 0,
          onPageChange: setPage,
        }}
      />
    </>
  );
}
