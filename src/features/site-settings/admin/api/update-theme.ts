import { useMutation } from '@tanstack/react-query';
import { THEME_ID, type ThemeSettings } from '@/entities/theme/theme-row';
import { supabase } from '@/lib/supabase';

export type ThemeChanges = Pick<
  ThemeSettings,
  'primary_color' | 'secondary_color' | 'font_family' | 'logo_url'
>;

export async function updateTheme(changes: ThemeChanges): Promise<ThemeSettings> {
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
export function useUpdateTheme(onSuccess: (theme: ThemeSettings) => void) {
  return useMutation({ mutationFn: updateTheme, onSuccess });
}
