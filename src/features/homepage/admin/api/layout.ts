import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { homepageEditorKeys } from '@/features/homepage/admin/api/homepage-editor-keys';
import { serializeLayout } from '@/features/homepage/admin/utils/layout';
import { getStoredLayout, HOMEPAGE_LAYOUT_ID } from '@/features/homepage/api/get-homepage-layout';
import { parseLayout, type LayoutRow } from '@/features/homepage/utils/layout';
import { supabase } from '@/lib/supabase';

/** The stored layout as the editor works on it: the home page's read, empty rows and columns kept. */
export async function getEditorLayout(): Promise<LayoutRow[]> {
  return parseLayout(await getStoredLayout(), { keepEmpty: true });
}

export const getEditorLayoutQueryOptions = () =>
  queryOptions({ queryKey: homepageEditorKeys.layout(), queryFn: getEditorLayout });

export function useEditorLayout() {
  return useQuery(getEditorLayoutQueryOptions());
}

/** Saves the whole layout; the database re-checks its shape and the hero links. */
export async function saveLayout(rows: LayoutRow[]): Promise<LayoutRow[]> {
  const { data } = await supabase
    .from('homepage_layout')
    .update({ rows: serializeLayout(rows) })
    .eq('id', HOMEPAGE_LAYOUT_ID)
    .select('rows')
    .single()
    .throwOnError();
  return parseLayout(data.rows, { keepEmpty: true });
}

/** `onSaved` lets the route invalidate what the save changes (the home page's layout). */
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
