import type { Database } from '@/types/database';

export type MediaItem = Pick<
  Database['public']['Tables']['media_items']['Row'],
  'id' | 'type' | 'url' | 'caption' | 'created_at'
>;
