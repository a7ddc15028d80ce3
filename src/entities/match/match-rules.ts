import type { Database } from '@/types/database';

/** A match's status (the database's match_status), in the order forms and filters list them. */
export type MatchStatus = Database['public']['Enums']['match_status'];

export const MATCH_STATUSES: readonly MatchStatus[] = [
  'scheduled',
  'ongoing',
  'completed',
  'postponed',
  'cancelled',
];

/** Statuses of a match that can have goals (the database's goals checks). */
export const PLAYED_STATUSES: readonly MatchStatus[] = ['ongoing', 'completed'];

/** Statuses a captain may set (the matches_guard trigger allows no other): the played ones. */
export const CAPTAIN_STATUSES = PLAYED_STATUSES;
