import { PLAYER_ROLES, type PlayerRole } from '@/entities/player/player-rules';

export const PAGE_SIZE = 24;

/** One word of the search, with the teams and roles whose names contain it. */
export interface SearchTerm {
  word: string;
  teamIds: number[];
  roles: PlayerRole[];
}

export interface PlayerFilter {
  terms: SearchTerm[];
  page: number;
}

/**
 * Search words, lower-cased, keeping only letters, digits, apostrophes, dots and hyphens: the
 * characters that mean something in a PostgREST filter (commas, brackets, quotes, wildcards)
 * can then never reach the query.
 */
export function searchWords(query: string): string[] {
  return query
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'.-]+/gu, ' ')
    .split(' ')
    .filter(Boolean)
    .slice(0, 5);
}

/**
 * Every word must match something: the first or last name, the team's name or the (translated)
 * role. Team and role names are matched here, against the small list of teams and the four
 * roles, because PostgREST cannot `or` across an embedded table.
 */
export function buildTerms(
  query: string,
  teams: readonly { id: number; name: string }[],
  roleLabel: (role: PlayerRole) => string,
): SearchTerm[] {
  return searchWords(query).map((word) => ({
    word,
    teamIds: teams.filter((team) => team.name.toLowerCase().includes(word)).map((team) => team.id),
    roles: PLAYER_ROLES.filter((role) => roleLabel(role).toLowerCase().includes(word)),
  }));
}

/** The PostgREST logic tree for the terms: and(or(name, team, role), or(...)). */
export function termsFilter(terms: readonly SearchTerm[]): string | null {
  if (!terms.length) return null;
  const groups = terms.map(({ word, teamIds, roles }) => {
    const options = [`first_name.ilike.*${word}*`, `last_name.ilike.*${word}*`];
    if (teamIds.length) options.push(`team_id.in.(${teamIds.join(',')})`);
    if (roles.length) options.push(`role.in.(${roles.join(',')})`);
    return `or(${options.join(',')})`;
  });
  return `and(${groups.join(',')})`;
}
