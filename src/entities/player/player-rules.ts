import type { Database } from '@/types/database';

/** A player's role (the database's player_role), in the order forms and searches list them. */
export type PlayerRole = Database['public']['Enums']['player_role'];

export const PLAYER_ROLES: readonly PlayerRole[] = [
  'goalkeeper',
  'defender',
  'midfielder',
  'forward',
];

/** The role named exactly so, or null for anything else (a form's "no role"). */
export const toPlayerRole = (value: string): PlayerRole | null =>
  PLAYER_ROLES.find((role) => role === value) ?? null;

/** A jersey number as typed: one or two digits, 0 to 99 (the players table's check). */
export const isJerseyNumber = (text: string): boolean => /^\d{1,2}$/.test(text);
