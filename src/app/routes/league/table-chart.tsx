import { StandingsByRoundChart } from '@/features/season-charts/components/season-chart-sections';
import { useStandingsTable } from '@/features/standings/api/get-standings-table';

/**
 * The bump chart under the table, once the table is in (the same cached query, no request of
 * its own): its length sizes the chart's room, and an empty table has nothing to chart.
 */
export function TableChart({
  competitionId,
  seasonId,
}: {
  competitionId: number;
  seasonId: number;
}) {
  const { data } = useStandingsTable({ competitionId, seasonId });
  if (!data?.rows.length) return null;
  return (
    <StandingsByRoundChart
      competitionId={competitionId}
      seasonId={seasonId}
      teams={data.rows.length}
    />
  );
}
