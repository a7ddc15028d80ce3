import { Group } from '@visx/group';
import { scaleBand, scaleLinear, scalePoint } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { useTranslation } from 'react-i18next';
import {
  useTeamGoalsByMatch,
  type TeamMatchGoals,
} from '@/features/season-charts/api/get-team-goals-by-match';
import {
  useTeamPositionByRound,
  type TeamRoundPosition,
} from '@/features/season-charts/api/get-team-position-by-round';
import { ChartPlaceholder } from '@/features/season-charts/components/chart-section';
import {
  ChartFigure,
  ChartMessage,
  ChartTable,
  XAxis,
  YAxis,
} from '@/features/season-charts/components/chart-parts';
import { useOrdinal } from '@/features/season-charts/hooks/use-ordinal';
import { integerTicks, labelStep } from '@/features/season-charts/utils/axes';
import {
  GOALS_CHART_HEIGHT,
  POSITION_CHART_HEIGHT,
  TEAM_SECTION_HEIGHT,
} from '@/features/season-charts/utils/sizes';
import { formatLeagueDate } from '@/lib/dates';

const MARGIN = { top: 12, right: 16, bottom: 28, left: 36 };
/** Below this much room per round or match, the drawing scrolls sideways instead. */
const MIN_STEP = 22;
const MAX_BAR = 32;

function PositionChart({ rows }: { rows: TeamRoundPosition[] }) {
  const { t } = useTranslation('season-charts');
  const ordinal = useOrdinal();
  const first = rows[0]!;
  const last = rows[rows.length - 1]!;
  const teams = Math.max(...rows.map((row) => row.teams));
  const positions = rows.map((row) => row.position);
  const summary = t('teamCharts.positionSummary', {
    round: last.round,
    position: ordinal(last.position),
    teams,
    best: ordinal(Math.min(...positions)),
    worst: ordinal(Math.max(...positions)),
  });
  return (
    <div>
      <h3 className="mb-2 font-medium">
        {t('teamCharts.positionTitle', {
          competition: first.competition_name,
          season: first.season_name,
        })}
      </h3>
      <ChartFigure
        summary={summary}
        table={
          <ChartTable
            caption={t('teamCharts.positionTable')}
            head={[t('round'), t('position'), t('points')]}
            rows={rows.map((row) => ({
              key: row.round,
              cells: [
                t('roundNumber', { round: row.round }),
                t('positionOf', { position: ordinal(row.position), teams: row.teams }),
                row.points,
              ],
            }))}
          />
        }
      >
        {(boxWidth) => {
          const width = Math.max(boxWidth, rows.length * MIN_STEP + MARGIN.left + MARGIN.right);
          const plotWidth = width - MARGIN.left - MARGIN.right;
          const plotHeight = POSITION_CHART_HEIGHT - MARGIN.top - MARGIN.bottom;
          const rounds = rows.map((row) => row.round);
          const x = scalePoint<number>({ domain: rounds, range: [0, plotWidth], padding: 0.5 });
          // Inverted: first place on top.
          const y = scaleLinear<number>({
            domain: [1, Math.max(teams, 2)],
            range: [0, plotHeight],
          });
          return (
            <svg width={width} height={POSITION_CHART_HEIGHT} data-chart="team-position">
              <Group left={MARGIN.left} top={MARGIN.top}>
                <YAxis
                  scale={y}
                  ticks={integerTicks(1, teams, 5)}
                  width={plotWidth}
                  format={ordinal}
                />
                <XAxis
                  scale={x}
                  values={rounds}
                  y={plotHeight + 8}
                  step={labelStep(rounds.length, plotWidth)}
                />
                <LinePath
                  data={rows}
                  x={(row) => x(row.round) ?? 0}
                  y={(row) => y(row.position)}
                  className="stroke-[var(--chart-accent)]"
                  strokeWidth={2.5}
                  strokeLinejoin="round"
                  fill="none"
                />
                {rows.map((row) => (
                  <circle
                    key={row.round}
                    cx={x(row.round)}
                    cy={y(row.position)}
                    r={3.5}
                    className="fill-card stroke-[var(--chart-accent)]"
                    strokeWidth={2}
                  />
                ))}
              </Group>
            </svg>
          );
        }}
      </ChartFigure>
    </div>
  );
}

function GoalsChart({ rows }: { rows: TeamMatchGoals[] }) {
  const { t, i18n } = useTranslation('season-charts');
  const language = i18n.resolvedLanguage ?? 'it';
  const scored = rows.reduce((sum, row) => sum + row.goals_for, 0);
  const conceded = rows.reduce((sum, row) => sum + row.goals_against, 0);
  const most = Math.max(1, ...rows.map((row) => Math.max(row.goals_for, row.goals_against)));
  const ticks = integerTicks(0, most, 2);
  return (
    <div>
      <h3 className="mb-2 font-medium">{t('teamCharts.goalsTitle')}</h3>
      <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden>
        <li className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-[var(--chart-accent)]" />
          {t('goalsFor')}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-muted-foreground/60" />
          {t('goalsAgainst')}
        </li>
      </ul>
      <ChartFigure
        summary={t('teamCharts.goalsSummary', { count: rows.length, scored, conceded })}
        table={
          <ChartTable
            caption={t('teamCharts.goalsTable')}
            head={[t('date'), t('opponent'), t('goalsFor'), t('goalsAgainst')]}
            rows={rows.map((row) => ({
              key: row.match_id,
              cells: [
                formatLeagueDate(row.match_date, language, 'date'),
                t(row.home ? 'home' : 'away', { team: row.opponent_name }),
                row.goals_for,
                row.goals_against,
              ],
            }))}
          />
        }
      >
        {(boxWidth) => {
          const width = Math.max(boxWidth, rows.length * MIN_STEP + MARGIN.left + MARGIN.right);
          const plotWidth = width - MARGIN.left - MARGIN.right;
          const plotHeight = GOALS_CHART_HEIGHT - MARGIN.top - MARGIN.bottom;
          const matches = rows.map((_, i) => i + 1);
          const x = scaleBand<number>({ domain: matches, range: [0, plotWidth], padding: 0.3 });
          // Goals for above the line, goals against below it.
          const y = scaleLinear<number>({ domain: [most, -most], range: [0, plotHeight] });
          return (
            <svg width={width} height={GOALS_CHART_HEIGHT} data-chart="team-goals">
              <Group left={MARGIN.left} top={MARGIN.top}>
                <YAxis
                  scale={y}
                  ticks={[...ticks.map((tick) => -tick).reverse(), ...ticks.slice(1)]}
                  width={plotWidth}
                  format={(value) => String(Math.abs(value))}
                />
                <line x2={plotWidth} y1={y(0)} y2={y(0)} className="stroke-muted-foreground" />
                <XAxis
                  scale={(match) => (x(match) ?? 0) + x.bandwidth() / 2}
                  values={matches}
                  y={plotHeight + 8}
                  step={labelStep(matches.length, plotWidth)}
                />
                {rows.map((row, i) => {
                  // No wider than a thick bar, centred in its match's band, on a wide screen.
                  const barWidth = Math.min(x.bandwidth(), MAX_BAR);
                  const left = (x(i + 1) ?? 0) + (x.bandwidth() - barWidth) / 2;
                  return (
                    <g key={row.match_id}>
                      <Bar
                        x={left}
                        y={y(row.goals_for)}
                        width={barWidth}
                        height={y(0) - y(row.goals_for)}
                        className="fill-[var(--chart-accent)]"
                      />
                      <Bar
                        x={left}
                        y={y(0)}
                        width={barWidth}
                        height={y(-row.goals_against) - y(0)}
                        className="fill-muted-foreground/60"
                      />
                    </g>
                  );
                })}
              </Group>
            </svg>
          );
        }}
      </ChartFigure>
    </div>
  );
}

/**
 * A team's season: its league position round by round and its goals for and against match by
 * match, each from its own request (the lazy chunk of the team page's chart section).
 */
export default function TeamCharts({ teamId }: { teamId: number }) {
  const { t } = useTranslation('season-charts');
  const positions = useTeamPositionByRound(teamId);
  const goals = useTeamGoalsByMatch(teamId);
  // One box the section's size until both answers are in: the charts then take its place whole.
  if (positions.isPending || goals.isPending)
    return <ChartPlaceholder height={TEAM_SECTION_HEIGHT} />;
  if (positions.isError || goals.isError)
    return <ChartMessage error>{t('loadError')}</ChartMessage>;
  if (positions.data.length === 0) return <ChartMessage>{t('teamCharts.empty')}</ChartMessage>;
  return (
    <div className="space-y-6">
      <PositionChart rows={positions.data} />
      {goals.data.length > 0 && <GoalsChart rows={goals.data} />}
    </div>
  );
}
