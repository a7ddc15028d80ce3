import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { useWidth } from '@/features/season-charts/hooks/use-width';
import { cn } from '@/lib/utils';

/** Axis text: the page's muted colour in either scheme, the size of small print. */
export const AXIS_TEXT = 'fill-muted-foreground text-[11px]';

/** Until a chart's box has been measured (and in a test's document, which has no layout). */
export const FALLBACK_WIDTH = 640;

/**
 * A chart with its alternatives: the visible summary under it, and the figures as a table for
 * screen readers (the drawing itself is hidden from them: a line of dots says nothing read
 * aloud). The drawing scrolls sideways when it needs more room than a phone has.
 */
export function ChartFigure({
  summary,
  table,
  children,
}: {
  summary: string;
  table: ReactNode;
  /** Draws at the width it is given (the box's, measured). */
  children: (width: number) => ReactNode;
}) {
  const { ref, width } = useWidth<HTMLDivElement>(FALLBACK_WIDTH);
  return (
    <figure className="space-y-2">
      <div ref={ref} className="overflow-x-auto" aria-hidden>
        {children(width)}
      </div>
      <figcaption className="text-sm text-muted-foreground">{summary}</figcaption>
      {table}
    </figure>
  );
}

/** The figures of a chart as a table that only screen readers see. */
export function ChartTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: { key: string | number; cells: ReactNode[] }[];
}) {
  // The wrapper hides it: a table keeps its content's width whatever width it is given, so
  // `sr-only` on the table itself widened a phone's page.
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((label, i) => (
              <th key={i} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Gridlines and labels of a vertical number scale, on the left of the plot. */
export function YAxis({
  scale,
  ticks,
  width,
  format = String,
}: {
  scale: (value: number) => number;
  ticks: number[];
  /** The plot's width, which the gridlines cross. */
  width: number;
  format?: (value: number) => string;
}) {
  return (
    <g>
      {ticks.map((tick) => (
        <g key={tick} transform={`translate(0, ${scale(tick)})`}>
          <line x2={width} className="stroke-border" strokeDasharray="2 3" />
          <text x={-8} dy="0.32em" textAnchor="end" className={AXIS_TEXT}>
            {format(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** Labels of the rounds (or matches) under the plot; every `step`-th when they are many. */
export function XAxis({
  scale,
  values,
  y,
  step = 1,
  format = String,
}: {
  scale: (value: number) => number | undefined;
  values: number[];
  y: number;
  step?: number;
  format?: (value: number) => string;
}) {
  return (
    <g transform={`translate(0, ${y})`}>
      {values.map((value, i) =>
        i % step === 0 || i === values.length - 1 ? (
          <text
            key={value}
            x={scale(value) ?? 0}
            dy="1em"
            textAnchor="middle"
            className={AXIS_TEXT}
          >
            {format(value)}
          </text>
        ) : null,
      )}
    </g>
  );
}

/** What a chart says when its request failed or there is nothing to draw. */
export function ChartMessage({ children, error }: { children: ReactNode; error?: boolean }) {
  if (error)
    return (
      <Alert variant="destructive">
        <p>{children}</p>
      </Alert>
    );
  return <p className={cn('py-6 text-center text-sm text-muted-foreground')}>{children}</p>;
}
