export interface AlbumListFilters {
  page: number;
  search: string;
}

export const albumsKeys = {
  all: ['admin-albums'] as const,
  lists: () => [...albumsKeys.all, 'list'] as const,
  list: (filters: AlbumListFilters) => [...albumsKeys.lists(), filters] as const,
  /** Every album's id and name, for "move to album". */
  options: () => [...albumsKeys.all, 'options'] as const,
  details: () => [...albumsKeys.all, 'detail'] as const,
  detail: (id: number) => [...albumsKeys.details(), id] as const,
  media: (albumId: number) => [...albumsKeys.detail(albumId), 'media'] as const,
};
