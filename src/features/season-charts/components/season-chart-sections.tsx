import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { StandingsFilters } from '@/entities/standings/standing-keys';
import { ChartSection } from '@/features/season-charts/components/chart-section';
import {
  PLAYER_SECTION_HEIGHT,
  TEAM_SECTION_HEIGHT,
  tableSectionHeight,
} from '@/features/season-charts/utils/sizes';

// The chart library, the charts, their texts (namespace season-charts) and their requests come
// with these chunks, which a section asks for only once it reaches the screen.
const TeamCharts = lazy(() => import('@/features/season-charts/components/team-charts'));
const StandingsBumpChart = lazy(
  () => import('@/features/season-charts/components/standings-bump-chart'),
);
const PlayerGoalsChart = lazy(
  () => import('@/features/season-charts/components/player-goals-chart'),
);

/** A team page's season: its position round by round, its goals for and against per match. */
export function TeamSeasonCharts({ teamId }: { teamId: number }) {
  const { t } = useTranslation();
  return (
    <ChartSection title={t('charts.team')} height={TEAM_SECTION_HEIGHT}>
      <TeamCharts teamId={teamId} />
    </ChartSection>
  );
}

/**
 * The tables page's bump chart: every team's position round by round. Closed on phones, where
 * the table already fills the screen. `teams`, the table's length, sizes the room it keeps.
 */
export function StandingsByRoundChart({ teams, ...filters }: StandingsFilters & { teams: number }) {
  const { t } = useTranslation();
  return (
    <ChartSection title={t('charts.table')} height={tableSectionHeight(teams)} collapsible>
      <StandingsBumpChart teams={teams} {...filters} />
    </ChartSection>
  );
}

/** A player page's season: his goals added up match by match. */
export function PlayerSeasonChart({ playerId }: { playerId: number }) {
  const { t } = useTranslation();
  return (
    <ChartSection title={t('charts.player')} height={PLAYER_SECTION_HEIGHT}>
      <PlayerGoalsChart playerId={playerId} />
    </ChartSection>
  );
}
