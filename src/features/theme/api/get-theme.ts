import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import type { Database } from '@/types/database';

export type ThemeSettings = Database['public']['Tables']['themes']['Row'];

/** The site appearance is a single row (id = 1), so there are no lists. */
export const themeKeys = {
  all: ['theme'] as const,
  details: () => [...themeKeys.all, 'detail'] as const,
  detail: (id: number) => [...themeKeys.details(), id] as const,
};

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
