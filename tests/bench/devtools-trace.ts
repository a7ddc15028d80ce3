/**
 * What the page's renderer did between the navigation and the largest paint, from a DevTools
 * trace: its main thread's long tasks and what filled them, and the frames it drew. For finding
 * what stands between a page's content and its paint, which timings seen from the page cannot
 * show (style, layout, raster and compositing happen outside its scripts).
 */
import { writeFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'loading',
  'toplevel',
  'v8.execute',
  'cc',
  'gpu',
  // The JavaScript's samples (which function ran when), for DevTools or a script to read from
  // the saved trace: TRACE_SAMPLES=1.
  ...(process.env.TRACE_SAMPLES ? ['disabled-by-default-v8.cpu_profiler'] : []),
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; frame?: string };
}

/**
 * Starts recording; the returned function stops and summarizes it, and writes the whole trace
 * to `savePath` when given (for reading event by event, or in DevTools' Performance panel).
 */
export async function recordDevtoolsTrace(browser: Browser, page: Page) {
  await browser.startTracing(page, { categories: CATEGORIES });
  return async (untilMs: number, savePath?: string): Promise<string> => {
    const buffer = await browser.stopTracing();
    if (savePath) await writeFile(savePath, buffer);
    const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
    return summarize(traceEvents, untilMs);
  };
}

/** The children that fill a task, by name, largest first. */
function fill(events: TraceEvent[], task: TraceEvent): string {
  const end = task.ts + (task.dur ?? 0);
  const byName = new Map<string, number>();
  for (const event of events) {
    if (event === task || event.ph !== 'X' || event.tid !== task.tid || event.pid !== task.pid)
      continue;
    if (event.ts < task.ts || event.ts >= end || !event.dur) continue;
    if (['RunTask', 'ThreadControllerImpl::RunTask'].includes(event.name)) continue;
    byName.set(event.name, Math.max(byName.get(event.name) ?? 0, event.dur));
  }
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, dur]) => `${name} ${(dur / 1000).toFixed(1)}`)
    .join(', ');
}

function summarize(events: TraceEvent[], untilMs: number): string {
  // The visit's own navigation: the tab's earlier about:blank has one too, in another renderer.
  const navigation = events.find((e) => {
    const data = e.args?.data as { isLoadingMainFrame?: boolean; documentLoaderURL?: string };
    return (
      e.name === 'navigationStart' &&
      data?.isLoadingMainFrame &&
      /^https?:/.test(data.documentLoaderURL ?? '')
    );
  });
  if (!navigation) return '  (no navigationStart in the trace)';
  const threadNames = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name')
      threadNames.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  const at = (ts: number) => Math.round((ts - navigation.ts) / 1000);
  const main = (e: TraceEvent) => e.pid === navigation.pid && e.tid === navigation.tid;
  const lines: string[] = [];
  const tasks = events
    .filter((e) => main(e) && e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) >= 3000)
    .filter((e) => at(e.ts) >= 0 && at(e.ts) <= untilMs)
    .sort((a, b) => a.ts - b.ts);
  for (const task of tasks)
    lines.push(
      `  main ${at(task.ts)}+${((task.dur ?? 0) / 1000).toFixed(1)}: ${fill(events, task)}`,
    );
  const marks = events
    .filter(
      (e) =>
        e.pid === navigation.pid &&
        /^(firstContentfulPaint|largestContentfulPaint::Candidate|firstPaint)$/.test(e.name),
    )
    .map((e) => `${e.name} ${at(e.ts)}`);
  lines.push(`  marks: ${marks.join(', ')}`);
  // Raster, image decoding and frames, in the renderer's other threads and the browser's
  // other processes: what stands between a frame painted and a frame on screen.
  const others = new Map<string, number>();
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur || main(e) || at(e.ts) < 0 || at(e.ts) > untilMs) continue;
    if (
      !/Raster|Decode|DrawFrame|Commit|Activate|PrepareTiles|BeginFrame|SubmitCompositorFrame/.test(
        e.name,
      )
    )
      continue;
    const key = `${threadNames.get(`${e.pid}:${e.tid}`) ?? e.tid}/${e.name}`;
    others.set(key, (others.get(key) ?? 0) + e.dur);
  }
  lines.push(
    `  elsewhere: ${[...others]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([k, d]) => `${k} ${(d / 1000).toFixed(1)}`)
      .join(', ')}`,
  );
  return lines.join('\n');
}
