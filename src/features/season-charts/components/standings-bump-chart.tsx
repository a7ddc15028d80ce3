import { curveMonotoneX } from '@visx/curve';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StandingsFilters } from '@/entities/standings/standing-keys';
import { useStandingsByRound } from '@/features/season-charts/api/get-standings-by-round';
import { ChartPlaceholder } from '@/features/season-charts/components/chart-section';
import {
  AXIS_TEXT,
  ChartFigure,
  ChartMessage,
  ChartTable,
  XAxis,
} from '@/features/season-charts/components/chart-parts';
import { useOrdinal } from '@/features/season-charts/hooks/use-ordinal';
import { labelStep } from '@/features/season-charts/utils/axes';
import { bumpChartHeight, tableSectionHeight } from '@/features/season-charts/utils/sizes';
import { teamLines } from '@/features/season-charts/utils/team-lines';
import { cn } from '@/lib/utils';

/**
 * Line colours: hues far apart, at a lightness set per scheme (`--bump-l` below), so every line
 * stands out from the card in light and in dark mode. Past twelve teams they repeat dashed.
 */
const HUES = [215, 25, 140, 345, 270, 50, 185, 300, 95, 0, 235, 160];
const lineColor = (i: number) => `hsl(${HUES[i % HUES.length]} 70% var(--bump-l))`;
const lineDash = (i: number) => (i < HUES.length ? undefined : '5 3');

const MARGIN = { top: 10, bottom: 26, left: 30 };
const MIN_STEP = 16;
/** Room for a name at the end of its line: less on a phone, where the rounds need it. */
const names = (boxWidth: number) =>
  boxWidth < 480 ? { width: 96, chars: 13 } : { width: 132, chars: 18 };

const shortName = (name: string, chars: number) =>
  name.length > chars ? `${name.slice(0, chars - 1).trimEnd()}…` : name;

/**
 * Every team's position round by round (the tables page's bump chart). A team picked in the
 * list under it is drawn on top and the others fade, to follow one line through the crossings.
 */
export default function StandingsBumpChart({
  teams,
  ...filters
}: StandingsFilters & { teams: number }) {
  const { t } = useTranslation('season-charts');
  const ordinal = useOrdinal();
  const query = useStandingsByRound(filters);
  const [picked, setPicked] = useState<number | null>(null);
  const followId = useId();

  if (query.isPending) return <ChartPlaceholder height={tableSectionHeight(teams)} />;
  if (query.isError) return <ChartMessage error>{t('loadError')}</ChartMessage>;
  const { rounds, lines } = teamLines(query.data);
  if (rounds.length === 0) return <ChartMessage>{t('tableChart.empty')}</ChartMessage>;

  const height = bumpChartHeight(lines.length);
  const lastRound = rounds[rounds.length - 1]!;
  const leader = lines[0]!;
  const colorOf = new Map(lines.map((line, i) => [line.teamId, i]));

  return (
    <div className="[--bump-l:40%] dark:[--bump-l:66%]">
      <ChartFigure
        summary={t('tableChart.summary', {
          count: rounds.length,
          teams: lines.length,
          round: lastRound,
          leader: leader.name,
        })}
        table={
          <ChartTable
            caption={t('tableChart.table')}
            head={[t('team'), ...rounds.map((round) => t('roundNumber', { round }))]}
            rows={lines.map((line) => ({
              key: line.teamId,
              cells: [line.name, ...line.points.map((point) => ordinal(point.position))],
            }))}
          />
        }
      >
        {(boxWidth) => {
          const label = names(boxWidth);
          const width = Math.max(boxWidth, rounds.length * MIN_STEP + MARGIN.left + label.width);
          const plotWidth = width - MARGIN.left - label.width;
          const plotHeight = height - MARGIN.top - MARGIN.bottom;
          const x = scalePoint<number>({ domain: rounds, range: [0, plotWidth], padding: 0.3 });
          const y = scaleLinear<number>({
            domain: [1, Math.max(lines.length, 2)],
            range: [0, plotHeight],
          });
          // The picked line last, so it crosses over the others.
          const drawn =
            picked === null
              ? lines
              : [
                  ...lines.filter((line) => line.teamId !== picked),
                  ...lines.filter((line) => line.teamId === picked),
                ];
          return (
            <svg width={width} height={height} data-chart="standings-bump">
              <Group left={MARGIN.left} top={MARGIN.top}>
                {lines.map((_, i) => (
                  <text
                    key={i}
                    x={-8}
                    y={y(i + 1)}
                    dy="0.32em"
                    textAnchor="end"
                    className={AXIS_TEXT}
                  >
                    {i + 1}
                  </text>
                ))}
                <XAxis
                  scale={x}
                  values={rounds}
                  y={plotHeight + 8}
                  step={labelStep(rounds.length, plotWidth)}
                />
                {drawn.map((line) => {
                  const i = colorOf.get(line.teamId) ?? 0;
                  const faded = picked !== null && picked !== line.teamId;
                  const last = line.points[line.points.length - 1]!;
                  return (
                    <g
                      key={line.teamId}
                      opacity={faded ? 0.2 : 1}
                      style={{ stroke: lineColor(i), fill: lineColor(i) }}
                    >
                      <LinePath
                        data={line.points}
                        x={(point) => x(point.round) ?? 0}
                        y={(point) => y(point.position)}
                        curve={curveMonotoneX}
                        strokeWidth={picked === line.teamId ? 3.5 : 2}
                        strokeDasharray={lineDash(i)}
                        fill="none"
                      />
                      {line.points.map((point) => (
                        <circle
                          key={point.round}
                          cx={x(point.round)}
                          cy={y(point.position)}
                          r={2.5}
                          stroke="none"
                        />
                      ))}
                      <text
                        x={plotWidth + 8}
                        y={y(last.position)}
                        dy="0.32em"
                        stroke="none"
                        className="text-[11px] font-medium"
                      >
                        {shortName(line.name, label.chars)}
                      </text>
                    </g>
                  );
                })}
              </Group>
            </svg>
          );
        }}
      </ChartFigure>
      <div className="mt-3">
        <p className="mb-2 text-sm font-medium" id={followId}>
          {t('tableChart.follow')}
        </p>
        <ul className="flex flex-wrap gap-1.5" aria-labelledby={followId}>
          {lines.map((line, i) => (
            <li key={line.teamId}>
              <button
                type="button"
                aria-pressed={picked === line.teamId}
                onClick={() =>
                  setPicked((current) => (current === line.teamId ? null : line.teamId))
                }
                className={cn(
                  'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs',
                  'hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  picked === line.teamId && 'border-foreground bg-accent font-semibold',
                )}
              >
                <span
                  aria-hidden
                  className="h-0.5 w-3 rounded"
                  style={{ background: lineColor(i) }}
                />
                {line.name}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
