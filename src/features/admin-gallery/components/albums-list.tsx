import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '@/components/admin/data-table';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { Button } from '@/components/ui/button';
import { useListParams } from '@/hooks/use-list-params';
import { useAlbums, type AlbumListItem } from '@/features/admin-gallery/api/get-albums';
import { DeleteAlbumDialog } from '@/features/admin-gallery/components/delete-album-dialog';
import { formatLeagueDate } from '@/lib/dates';
import { PAGE_SIZE } from '@/lib/pagination';

/** Albums: name, item count, created at; searchable by name, paginated. */
export function AlbumsList() {
  const { t, i18n } = useTranslation('admin-gallery');
  const { page, search, setPage, setSearch } = useListParams();
  const albums = useAlbums({ page, search });
  const language = i18n.resolvedLanguage ?? 'it';

  const columns: DataTableColumn<AlbumListItem>[] = [
    {
      id: 'name',
      header: t('list.name'),
      className: 'whitespace-normal min-w-40',
      cell: (album) => (
        <Link
          to={`/admin/albums/${album.id}/edit`}
          className="font-medium underline-offset-4 hover:underline"
        >
          {album.name}
        </Link>
      ),
    },
    {
      id: 'items',
      header: t('list.items'),
      className: 'text-right tabular-nums',
      cell: (album) => album.item_count,
    },
    {
      id: 'createdAt',
      header: t('list.createdAt'),
      className: 'hidden sm:table-cell',
      cell: (album) => formatLeagueDate(album.created_at, language, { dateStyle: 'medium' }),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('common:table.actions')}</span>,
      className: 'text-right',
      cell: (album) => (
        <span className="flex justify-end gap-1">
          <Button asChild variant="ghost" size="sm">
            <Link
              to={`/admin/albums/${album.id}/edit`}
              aria-label={t('list.manage', { name: album.name })}
            >
              {t('list.manageShort')}
            </Link>
          </Button>
          <DeleteAlbumDialog album={album} itemCount={album.item_count} />
        </span>
      ),
    },
  ];

  return (
    <>
      <ListToolbar
        search={search}
        onSearchChange={setSearch}
        searchLabel={t('list.searchLabel')}
        placeholder={t('list.searchPlaceholder')}
      />
      <DataTable
        label={t('title')}
        columns={columns}
        rows={albums.data?.rows}
        getRowId={(album) => album.id}
        isLoading={albums.isPending}
        isError={albums.isError}
        errorMessage={t('loadError')}
        onRetry={() => void albums.refetch()}
        emptyMessage={search ? t('list.noResults') : t('list.empty')}
        pagination={{
          page,
          pageSize: PAGE_SIZE,
          total: albums.data?.total ?? 0,
          onPageChange: setPage,
        }}
      />
    </>
  );
}
