import { i18n } from '@/lib/i18n';

/**
 * PostgREST answers an UPDATE or DELETE that row-level security filtered out (or that matched
 * nothing because the row is gone) with success and no rows. Called on the rows returned by
 * `.select()`, this turns that silent no-op into an error the user sees.
 */
export function assertChanged<T>(rows: T[]): T[] {
  if (rows.length === 0) throw new Error(i18n.t('common:errors.nothingChanged'));
  return rows;
}
