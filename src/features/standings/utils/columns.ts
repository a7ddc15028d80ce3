import type { FormResult } from '@/features/standings/api/get-standings-table';

/** The table's number columns, in order, after position, team and (on a phone) points. */
export const NUMBER_COLUMNS = [
  'played',
  'won',
  'drawn',
  'lost',
  'goalsFor',
  'goalsAgainst',
  'goalDifference',
] as const;

/** A result's colours in the form column: dark enough for white text on both themes. */
export const FORM_COLORS: Record<FormResult, string> = {
  W: 'bg-emerald-700 text-white',
  D: 'bg-zinc-500 text-white dark:bg-zinc-600',
  L: 'bg-red-700 text-white',
};
