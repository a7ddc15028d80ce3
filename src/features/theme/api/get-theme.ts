import { queryOptions, useQuery } from '@tanstack/react-query';
import { themeKeys } from '@/entities/theme/theme-keys';
import { THEME_ID, type ThemeSettings } from '@/entities/theme/theme-row';
import { loadSupabase } from '@/lib/load-supabase';

/** Read by the app shell on every page, hence the client through `loadSupabase`. */
export async function getTheme(): Promise<ThemeSettings> {
  const supabase = await loadSupabase();
  const { data } = await supabase
    .from('themes')
    .select('*')
    .eq('id', THEME_ID)
    .single()
    .throwOnError();
  return data;
}

export const getThemeQueryOptions = () =>
  // The spec keeps theme data fresh forever; the admin appearance form invalidates it on save.
  queryOptions({ queryKey: themeKeys.detail(THEME_ID), queryFn: getTheme, staleTime: Infinity });

export function useThemeSettings() {
  return useQuery(getThemeQueryOptions());
}
