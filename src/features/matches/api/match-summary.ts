import type { MatchStatus } from '@/entities/match/match-rules';
import type { Database } from '@/types/database';

type MatchRow = Database['public']['Tables']['matches']['Row'];
type TeamRow = Database['public']['Tables']['teams']['Row'];

export type { MatchStatus };
export type MatchTeam = Pick<TeamRow, 'id' | 'name' | 'logo_url' | 'colors'>;

/** What a fixture list needs of a match: the two teams come embedded, one request per list. */
export const MATCH_SUMMARY_SELECT = `id, match_date, status, home_score, away_score, competition_id, season_id,
  home_team:teams!home_team_id(id, name, logo_url, colors),
  away_team:teams!away_team_id(id, name, logo_url, colors),
  venue:venues(name, city)`;

export interface MatchSummary extends Pick<
  MatchRow,
  'id' | 'match_date' | 'status' | 'home_score' | 'away_score' | 'competition_id' | 'season_id'
> {
  home_team: MatchTeam;
  away_team: MatchTeam;
  venue: { name: string; city: string | null } | null;
}

/** While a match is being played its score changes: lists and pages holding one poll every 30 s. */
export const LIVE_REFETCH_MS = 30_000;

export function anyLive(matches: readonly { status: MatchStatus }[] | null | undefined): boolean {
  return matches?.some((match) => match.status === 'ongoing') ?? false;
}
