import type { Stack } from '../../supabase/local/stack';

/**
 * Fixture import: a generated 5,000-row .xlsx through the app's own parser and validator, then
 * the real commit RPC. Filled in by the import wizard's work; until then it reports nothing.
 */
export async function measureImport(_stack: Stack, _root: string) {
  return { parse_validate_5000_ms: null, commit_5000_ms: null, note: 'the fixture import wizard is not built yet' };
}
