import type { Database } from '@/types/database';

type MediaRow = Database['public']['Tables']['media_items']['Row'];

/** A media item with the address of its gallery object (`galleryUrl(storage_path)`). */
export type MediaItem = Pick<MediaRow, 'id' | 'type' | 'caption' | 'created_at'> & {
  url: string;
};

/** A media item with its object's path too, as the admin's album page needs it to delete one. */
export type StoredMediaItem = MediaItem & Pick<MediaRow, 'storage_path'>;
