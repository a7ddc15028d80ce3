import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

export type ThemeRow = Database['public']['Tables']['themes']['Row'];
export type ThemeChanges = Pick<
  ThemeRow,
  'primary_color' | 'secondary_color' | 'font_family' | 'logo_url'
>;

/** The appearance is the single themes row (id = 1). */
const THEME_ID = 1;

export async function updateTheme(changes: ThemeChanges): Promise<ThemeRow> {
  const { data } = await supabase
    .from('themes')
    .update(changes)
    .eq('id', THEME_ID)
    .select()
    .single()
    .throwOnError();
  return data;
}

/** `onSuccess` comes from the route, which owns the theme query and refreshes it. */
export function useUpdateTheme(onSuccess: (theme: ThemeRow) => void) {
  return useMutation({ mutationFn: updateTheme, onSuccess });
}
