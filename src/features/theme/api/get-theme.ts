import { queryOptions, useQuery } from '@tanstack/react-query';
import { themeKeys } from '@/entities/theme/theme-keys';
import { loadSupabase } from '@/lib/load-supabase';
import type { Database } from '@/types/database';

export type ThemeSettings = Database['public']['Tables']['themes']['Row'];

export const THEME_ID = 1;

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
