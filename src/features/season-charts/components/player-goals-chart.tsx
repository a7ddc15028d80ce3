import { curveStepAfter } from '@visx/curve';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { AreaClosed, LinePath } from '@visx/shape';
import { useTranslation } from 'react-i18next';
import { usePlayerGoalsByMatch } from '@/features/season-charts/api/get-player-goals-by-match';
import {
  ChartFigure,
  ChartMessage,
  ChartTable,
  XAxis,
  YAxis,
} from '@/features/season-charts/components/chart-parts';
import { ChartPlaceholder } from '@/features/season-charts/components/chart-section';
import { integerTicks, labelStep } from '@/features/season-charts/utils/axes';
import { PLAYER_CHART_HEIGHT, PLAYER_SECTION_HEIGHT } from '@/features/season-charts/utils/sizes';
import { formatLeagueDate } from '@/lib/dates';

const MARGIN = { top: 12, right: 16, bottom: 28, left: 36 };
const MIN_STEP = 22;

/**
 * A player's goals added up match by match over his latest season (the lazy chunk of the player
 * page's chart section): a step for each match he scored in, a dot on it.
 */
export default function PlayerGoalsChart({ playerId }: { playerId: number }) {
  const { t, i18n } = useTranslation('season-charts');
  const language = i18n.resolvedLanguage ?? 'it';
  const query = usePlayerGoalsByMatch(playerId);

  if (query.isPending) return <ChartPlaceholder height={PLAYER_SECTION_HEIGHT} />;
  if (query.isError) return <ChartMessage error>{t('loadError')}</ChartMessage>;
  const rows = query.data;
  if (rows.length === 0) return <ChartMessage>{t('playerChart.empty')}</ChartMessage>;

  const total = rows[rows.length - 1]!.cumulative_goals;
  const top = Math.max(total, 1);
  // The line starts from nothing before the first match.
  const matches = [0, ...rows.map((_, i) => i + 1)];
  const points = [0, ...rows.map((row) => row.cumulative_goals)];

  return (
    <ChartFigure
      summary={t('playerChart.summary', {
        count: total,
        matches: rows.length,
        season: rows[0]!.season_name,
      })}
      table={
        <ChartTable
          caption={t('playerChart.table', { season: rows[0]!.season_name })}
          head={[t('date'), t('opponent'), t('goals'), t('total')]}
          rows={rows.map((row) => ({
            key: row.match_id,
            cells: [
              formatLeagueDate(row.match_date, language, 'date'),
              row.opponent_name,
              row.goals,
              row.cumulative_goals,
            ],
          }))}
        />
      }
    >
      {(boxWidth) => {
        const width = Math.max(boxWidth, matches.length * MIN_STEP + MARGIN.left + MARGIN.right);
        const plotWidth = width - MARGIN.left - MARGIN.right;
        const plotHeight = PLAYER_CHART_HEIGHT - MARGIN.top - MARGIN.bottom;
        const x = scalePoint<number>({ domain: matches, range: [0, plotWidth], padding: 0.2 });
        const y = scaleLinear<number>({ domain: [0, top], range: [plotHeight, 0] });
        const at = (i: number) => ({ x: x(i) ?? 0, y: y(points[i] ?? 0) });
        return (
          <svg width={width} height={PLAYER_CHART_HEIGHT} data-chart="player-goals">
            <Group left={MARGIN.left} top={MARGIN.top}>
              <YAxis scale={y} ticks={integerTicks(0, top, 4)} width={plotWidth} />
              <XAxis
                scale={x}
                values={matches.slice(1)}
                y={plotHeight + 8}
                step={labelStep(matches.length, plotWidth)}
              />
              <AreaClosed
                data={matches}
                x={(i) => at(i).x}
                y={(i) => at(i).y}
                yScale={y}
                curve={curveStepAfter}
                className="fill-[var(--chart-accent)]"
                fillOpacity={0.15}
              />
              <LinePath
                data={matches}
                x={(i) => at(i).x}
                y={(i) => at(i).y}
                curve={curveStepAfter}
                className="stroke-[var(--chart-accent)]"
                strokeWidth={2.5}
                fill="none"
              />
              {rows.map((row, i) =>
                row.goals > 0 ? (
                  <circle
                    key={row.match_id}
                    cx={at(i + 1).x}
                    cy={at(i + 1).y}
                    r={4}
                    className="fill-[var(--chart-accent)] stroke-card"
                    strokeWidth={2}
                  />
                ) : null,
              )}
            </Group>
          </svg>
        );
      }}
    </ChartFigure>
  );
}
