import { queryOptions, useQuery } from '@tanstack/react-query';
import { homepageEditorKeys } from '@/features/homepage-editor/api/homepage-editor-keys';
import { supabase } from '@/lib/supabase';

/** Competitions and albums the league widgets can be pointed at. */
export async function getWidgetOptions() {
  const [competitions, albums] = await Promise.all([
    supabase.from('competitions').select('id, name').order('level').throwOnError(),
    supabase
      .from('albums')
      .select('id, name')
      .order('created_at', { ascending: false })
      .throwOnError(),
  ]);
  return { competitions: competitions.data, albums: albums.data };
}

export type WidgetOptions = Awaited<ReturnType<typeof getWidgetOptions>>;

export const getWidgetOptionsQueryOptions = () =>
  queryOptions({ queryKey: homepageEditorKeys.options(), queryFn: getWidgetOptions });

export function useWidgetOptions() {
  return useQuery(getWidgetOptionsQueryOptions());
}
