import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOMEPAGE_STALE_TIME } from '@/entities/home-widgets/home-widget-keys';
import { homepageLayoutKeys } from '@/entities/homepage-layout/homepage-layout-keys';
import { parseLayout, type LayoutRow } from '@/features/homepage/utils/layout';
import { supabase } from '@/lib/supabase';
import type { Json } from '@/types/database';

/** The home page's layout is a single row of homepage_layout. */
export const HOMEPAGE_LAYOUT_ID = 1;

/** The stored rows as JSON (none when the row is missing): the home page's and the editor's read. */
export async function getStoredLayout(): Promise<Json> {
  const { data } = await supabase
    .from('homepage_layout')
    .select('rows')
    .eq('id', HOMEPAGE_LAYOUT_ID)
    .maybeSingle()
    .throwOnError();
  return data?.rows ?? [];
}

export async function getHomepageLayout(): Promise<LayoutRow[]> {
  return parseLayout(await getStoredLayout());
}

export const getHomepageLayoutQueryOptions = () =>
  queryOptions({
    queryKey: homepageLayoutKeys.published(),
    queryFn: getHomepageLayout,
    staleTime: HOMEPAGE_STALE_TIME,
  });

export function useHomepageLayout() {
  return useQuery(getHomepageLayoutQueryOptions());
}
