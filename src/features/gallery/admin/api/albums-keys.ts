import { galleryKeys } from '@/entities/album/album-keys';

export interface AlbumListFilters {
  page: number;
  search: string;
}

/** Admin shapes under the entity's root: invalidating the root reaches them and the public ones. */
export const albumsKeys = {
  all: [...galleryKeys.admin()] as const,
  lists: () => [...albumsKeys.all, 'list'] as const,
  list: (filters: AlbumListFilters) => [...albumsKeys.lists(), filters] as const,
  details: () => [...albumsKeys.all, 'detail'] as const,
  detail: (id: number) => [...albumsKeys.details(), id] as const,
  media: (albumId: number) => [...albumsKeys.detail(albumId), 'media'] as const,
};
