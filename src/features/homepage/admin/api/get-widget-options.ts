import { queryOptions, useQueries } from '@tanstack/react-query';
import { homepageEditorKeys } from '@/features/homepage/admin/api/homepage-editor-keys';
import { competitionOptionsQuery, type LookupOption } from '@/lib/lookups';
import { supabase } from '@/lib/supabase';

/** The albums a media carousel can be pointed at, newest first. */
export async function getAlbumOptions(): Promise<LookupOption[]> {
  const { data } = await supabase
    .from('albums')
    .select('id, name')
    .order('created_at', { ascending: false })
    .throwOnError();
  return data;
}

export const getAlbumOptionsQueryOptions = () =>
  queryOptions({ queryKey: homepageEditorKeys.albums(), queryFn: getAlbumOptions });

export interface WidgetOptions {
  competitions: LookupOption[];
  albums: LookupOption[];
}

/**
 * Competitions and albums the league widgets can be pointed at: the competitions are the shared
 * lookup the other admin pickers read (src/lib/lookups.ts), the albums the editor's own list.
 */
export function useWidgetOptions() {
  return useQueries({
    queries: [competitionOptionsQuery(), getAlbumOptionsQueryOptions()],
    combine: ([competitions, albums]) => ({
      data:
        competitions.data && albums.data
          ? ({ competitions: competitions.data, albums: albums.data } satisfies WidgetOptions)
          : undefined,
      isError: competitions.isError || albums.isError,
    }),
  });
}
