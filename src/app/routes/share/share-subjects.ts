import type { StandingsTable } from '@/features/standings/api/get-standings-table';
import type { MatchDetail } from '@/features/matches/api/get-match';
import type { ShareBrand, ShareImageSubject } from '@/features/share-image/types';
import { useThemeSettings } from '@/features/theme/api/get-theme';
import { brandColors } from '@/features/theme/utils/branding';

/*
 * The share image's data from what the pages already hold (the match's and the table's queries,
 * the theme the shell loaded): the share feature knows none of these features' types.
 */

const hex = ({ r, g, b }: { r: number; g: number; b: number }) =>
  `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/** The theme's logo, colours and font; the defaults until the theme is in. */
export function useShareBrand(): ShareBrand {
  const { data: theme } = useThemeSettings();
  const colors = brandColors(theme?.primary_color, theme?.secondary_color);
  return {
    logoUrl: theme?.logo_url || null,
    primary: hex(colors.primary),
    secondary: hex(colors.secondary),
    font: theme?.font_family ?? 'Inter',
  };
}

/** A completed match with its score; null for any other (nothing to share yet). */
export function matchShareSubject(match: MatchDetail): ShareImageSubject | null {
  if (match.status !== 'completed' || match.home_score === null || match.away_score === null)
    return null;
  const team = (t: MatchDetail['home_team']) => ({
    name: t.name,
    logoUrl: t.logo_url,
    colors: t.colors,
  });
  return {
    kind: 'match',
    match: {
      id: match.id,
      home: team(match.home_team),
      away: team(match.away_team),
      homeScore: match.home_score,
      awayScore: match.away_score,
      date: match.match_date,
      venue: match.venue ? [match.venue.name, match.venue.city].filter(Boolean).join(', ') : null,
      competition: match.competition
        ? [match.competition.name, match.season?.name].filter(Boolean).join(' · ')
        : null,
      goals: match.goals.map((goal) => ({
        side: goal.team_id === match.home_team.id ? 'home' : 'away',
        scorer: goal.player ? goal.player.last_name : null,
        minute: goal.minute,
        ownGoal: goal.own_goal,
      })),
    },
  };
}

/** The table as the page shows it; null while there are no rows. */
export function tableShareSubject(
  table: StandingsTable | undefined,
  title: string,
): ShareImageSubject | null {
  if (!table || table.rows.length === 0) return null;
  return {
    kind: 'table',
    table: {
      title,
      rows: table.rows.map((row) => ({
        position: row.position,
        team: { name: row.team_name, logoUrl: row.team_logo_url, colors: row.team_colors },
        played: row.played,
        goalDifference: row.goal_difference,
        points: row.points,
        form: row.form,
      })),
    },
  };
}
