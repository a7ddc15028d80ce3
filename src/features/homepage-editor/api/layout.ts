import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { homepageEditorKeys } from '@/features/homepage-editor/api/homepage-editor-keys';
import {
  parseLayout,
  serializeLayout,
  type EditorRow,
} from '@/features/homepage-editor/utils/layout';
import { supabase } from '@/lib/supabase';

/** The homepage layout is a single row (id = 1). */
const LAYOUT_ID = 1;

export async function getEditorLayout(): Promise<EditorRow[]> {
  const { data } = await supabase
    .from('homepage_layout')
    .select('rows')
    .eq('id', LAYOUT_ID)
    .single()
    .throwOnError();
  return parseLayout(data.rows);
}

export const getEditorLayoutQueryOptions = () =>
  queryOptions({ queryKey: homepageEditorKeys.layout(), queryFn: getEditorLayout });

export function useEditorLayout() {
  return useQuery(getEditorLayoutQueryOptions());
}

/** Saves the whole layout; the database re-checks its shape and the hero links. */
export async function saveLayout(rows: EditorRow[]): Promise<EditorRow[]> {
  const { data } = await supabase
    .from('homepage_layout')
    .update({ rows: serializeLayout(rows) })
    .eq('id', LAYOUT_ID)
    .select('rows')
    .single()
    .throwOnError();
  return parseLayout(data.rows);
}

/** `onSaved` lets the route refresh the public home page (another feature's query). */
export function useSaveLayout(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLayout,
    onSuccess: (rows) => {
      queryClient.setQueryData(homepageEditorKeys.layout(), rows);
      onSaved();
    },
  });
}
