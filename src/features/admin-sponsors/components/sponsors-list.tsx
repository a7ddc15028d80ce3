import { Pencil, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { DataTable, type DataTableColumn } from '@/components/admin/data-table';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { PageHeader } from '@/components/admin/page-header';
import { Button } from '@/components/ui/button';
import { useDeleteSponsor } from '@/features/admin-sponsors/api/delete-sponsor';
import { useSponsors, type SponsorListRow } from '@/features/admin-sponsors/api/get-sponsors';
import { useListParams } from '@/hooks/use-list-params';
import { PAGE_SIZE } from '@/lib/pagination';

interface SponsorsListProps {
  /** Admins manage every sponsor, league-wide ones included. */
  canManageAll: boolean;
  /** A captain manages his own team's sponsors. */
  ownTeamId?: number | null;
}

export function SponsorsList({ canManageAll, ownTeamId }: SponsorsListProps) {
  const { t } = useTranslation('admin-sponsors');
  const { page, search, setPage, setSearch } = useListParams();
  const sponsors = useSponsors({ search, page });
  const remove = useDeleteSponsor();
  const canManage = (row: SponsorListRow) =>
    canManageAll || (!!ownTeamId && row.team_id === ownTeamId);

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
    {
      id: 'actions',
      header: <span className="sr-only">{t('common:table.actions')}</span>,
      className: 'w-24 text-right',
      cell: (row) =>
        canManage(row) && (
          <div className="flex justify-end gap-1">
            <Button asChild variant="ghost" size="icon">
              <Link
                to={`/admin/sponsors/${row.id}/edit`}
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
        {(canManageAll || !!ownTeamId) && (
          <Button asChild>
            <Link to="/admin/sponsors/new">
              <Plus aria-hidden />
              {t('list.new')}
            </Link>
          </Button>
        )}
      </ListToolbar>
      <DataTable
        label={t('title')}
        columns={columns}
        rows={sponsors.data?.rows}
        getRowId={(row) => row.id}
        isLoading={sponsors.isPending}
        isError={sponsors.isError}
        errorMessage={t('list.loadError')}
        onRetry={() => void sponsors.refetch()}
        emptyMessage={search ? t('list.noResults') : t('list.empty')}
        pagination={{
          page,
          pageSize: PAGE_SIZE,
          total: sponsors.data?.total ?? 0,
          onPageChange: setPage,
        }}
      />
    </>
  );
}
