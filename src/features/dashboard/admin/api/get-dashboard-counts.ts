import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardKeys } from '@/entities/dashboard/dashboard-keys';
import { supabase } from '@/lib/supabase';

/** Teams, players, scheduled matches and registered users, counted in one database call. */
export async function getDashboardCounts() {
  const { data } = await supabase.rpc('dashboard_counts').single().throwOnError();
  return data;
}

export type DashboardCounts = Awaited<ReturnType<typeof getDashboardCounts>>;

export const getDashboardCountsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.counts(), queryFn: getDashboardCounts });

export function useDashboardCounts() {
  return useQuery(getDashboardCountsQueryOptions());
}
