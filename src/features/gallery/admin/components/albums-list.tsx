import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/admin/data-table';
import { PagedSearchList, RowEditButton, RowLink } from '@/components/admin/paged-search-list';
import { useListParams } from '@/hooks/use-list-params';
import { useAlbums, type AlbumListItem } from '@/features/gallery/admin/api/get-albums';
import { DeleteAlbumDialog } from '@/features/gallery/admin/components/delete-album-dialog';
import { formatLeagueDate } from '@/lib/dates';

/** Albums: name, item count, created at; searchable by name, paginated. */
export function AlbumsList() {
  const { t, i18n } = useTranslation('admin-gallery');
  const params = useListParams();
  const albums = useAlbums({ page: params.page, search: params.search });
  const language = i18n.resolvedLanguage ?? 'it';

  const columns: DataTableColumn<AlbumListItem>[] = [
    {
      id: 'name',
      header: t('list.name'),
      className: 'whitespace-normal min-w-40',
      cell: (album) => <RowLink to={`/admin/albums/${album.id}/edit`}>{album.name}</RowLink>,
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
      cell: (album) => formatLeagueDate(album.created_at, language, 'date'),
    },
  ];

  return (
    <PagedSearchList
      namespace="admin-gallery"
      params={params}
      query={albums}
      columns={columns}
      rowActions={(album) => (
        <>
          <RowEditButton
            to={`/admin/albums/${album.id}/edit`}
            label={t('list.manage', { name: album.name })}
          >
            {t('list.manageShort')}
          </RowEditButton>
          <DeleteAlbumDialog album={album} itemCount={album.item_count} />
        </>
      )}
    />
  );
}
