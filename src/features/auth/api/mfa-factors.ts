import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

export const mfaKeys = {
  all: ['mfa'] as const,
  lists: () => [...mfaKeys.all, 'list'] as const,
  list: (filters: Record<string, unknown> = {}) => [...mfaKeys.lists(), filters] as const,
};

/** All of the user's factors (verified or not), newest first. */
export async function getMfaFactors() {
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw error;
  return [...data.all].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

export type MfaFactor = Awaited<ReturnType<typeof getMfaFactors>>[number];

export const getMfaFactorsQueryOptions = () =>
  queryOptions({ queryKey: mfaKeys.list(), queryFn: getMfaFactors });

export function useMfaFactors() {
  return useQuery(getMfaFactorsQueryOptions());
}
