import { useMutation } from '@tanstack/react-query';
import type { FixturePayload } from '@/features/matches/admin/utils/validate-fixture-rows';
import { supabase } from '@/lib/supabase';

/**
 * Inserts the valid rows in one call: import_fixtures() re-validates them and runs as a single
 * transaction, so either every row is imported or none. Returns the number inserted.
 */
export async function importFixtures(rows: readonly FixturePayload[]): Promise<number> {
  const { data } = await supabase.rpc('import_fixtures', { p_rows: [...rows] }).throwOnError();
  return data;
}

export function useImportFixtures({ onSuccess }: { onSuccess?: (count: number) => void } = {}) {
  return useMutation({ mutationFn: importFixtures, onSuccess });
}
