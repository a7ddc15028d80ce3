import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOMEPAGE_STALE_TIME } from '@/entities/home-widgets/home-widget-keys';
import { homepageLayoutKeys } from '@/entities/homepage-layout/homepage-layout-keys';
import { parseLayout, type LayoutRow } from '@/features/homepage/utils/layout';
import { supabase } from '@/lib/supabase';

export async function getHomepageLayout(): Promise<LayoutRow[]> {
  const { data } = await supabase
    .from('homepage_layout')
    .select('rows')
    .eq('id', 1)
    .maybeSingle()
    .throwOnError();
  return data ? parseLayout(data.rows) : [];
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
