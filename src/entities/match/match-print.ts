import type { PrintFixture } from '@/components/print/fixture-print-list';
import type { MatchStatus } from '@/entities/match/match-rules';

/** What the printed fixture list needs of a match, whichever read it came from. */
export interface PrintableMatch {
  id: number;
  match_date: string;
  status: MatchStatus;
  home_score: number | null;
  away_score: number | null;
  venue: { name: string; city: string | null } | null;
}

/**
 * A match as the printed fixture list shows it, for the matches page and a team's page alike:
 * the venue as 'name, city', and a note beside the teams only when the status is not plain
 * (scheduled and completed go without one), in the page's words (`statusLabel`).
 */
export function toPrintFixture(
  match: PrintableMatch,
  teams: { home: string; away: string },
  statusLabel: (status: MatchStatus) => string,
): PrintFixture {
  return {
    id: match.id,
    date: match.match_date,
    home: teams.home,
    away: teams.away,
    homeScore: match.home_score,
    awayScore: match.away_score,
    venue: match.venue ? [match.venue.name, match.venue.city].filter(Boolean).join(', ') : null,
    note:
      match.status === 'scheduled' || match.status === 'completed'
        ? null
        : statusLabel(match.status),
  };
}
