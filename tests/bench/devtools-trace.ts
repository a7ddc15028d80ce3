/**
 * What the page's renderer did between the navigation and the largest paint, from a DevTools
 * trace: its main thread's long tasks and what filled them, and the frames it drew. For finding
 * what stands between a page's content and its paint, which timings seen from the page cannot
 * show (style, layout, raster and compositing happen outside its scripts).
 */
import { writeFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';

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
  /** CPU time of a complete event, where the thread's clock was recorded. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; frame?: string };
}

/**
 * Milliseconds of CPU used until the largest paint, by the page's main thread, the rest of its
 * renderer, the browser process and the GPU process: how much of a visit's time was work and how
 * much was waiting for a core (docs/decisions-bench.md, "What moving the page's own work does not
 * change"). It spreads from visit to visit as much as the times do (9–21% over 8 desktop visits:
 * a later paint counts more of the work around it), so it shows where the CPU went, not a change
 * of a few ms.
 */
export interface CpuUse {
  main: number;
  renderer: number;
  browser: number;
  gpu: number;
}

/** `use` as the summaries print it: ms of CPU per part, one decimal. */
export const cpuText = (use: CpuUse) =>
  `main ${use.main.toFixed(1)}, renderer ${use.renderer.toFixed(1)}, ` +
  `browser ${use.browser.toFixed(1)}, gpu ${use.gpu.toFixed(1)}`;

/**
 * Starts recording; the returned function stops and summarizes it up to a little after the
 * largest paint (`lcpMs`), and writes the whole trace to `savePath` when given (for reading event
 * by event, or in DevTools' Performance panel).
 */
export async function recordDevtoolsTrace(page: Page) {
  // DevTools' own protocol: a visitor's browser (a persistent context) has no Playwright Browser.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: CATEGORIES },
    transferMode: 'ReturnAsStream',
  });
  return async (
    lcpMs: number,
    savePath?: string,
  ): Promise<{ summary: string; cpu: CpuUse | null }> => {
    const complete = new Promise<string>((resolve) =>
      cdp.once('Tracing.tracingComplete', (event: { stream?: string }) =>
        resolve(event.stream ?? ''),
      ),
    );
    await cdp.send('Tracing.end');
    const stream = await complete;
    const chunks: Buffer[] = [];
    for (;;) {
      const { data, eof, base64Encoded } = await cdp.send('IO.read', { handle: stream });
      chunks.push(Buffer.from(data, base64Encoded ? 'base64' : 'utf8'));
      if (eof) break;
    }
    await cdp.send('IO.close', { handle: stream });
    await cdp.detach();
    const buffer = Buffer.concat(chunks);
    if (savePath) await writeFile(savePath, buffer);
    const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
    return summarize(traceEvents, lcpMs);
  };
}

/** The CPU of each thread's outermost complete events from the navigation to `untilMs`. */
function cpuUse(events: TraceEvent[], navigation: VisitStart, untilMs: number): CpuUse {
  const processNames = new Map<number, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'process_name') processNames.set(e.pid, e.args?.name ?? '');
  const end = navigation.ts + untilMs * 1000;
  const outermost = events
    .filter((e) => e.ph === 'X' && e.tdur !== undefined && e.ts >= navigation.ts && e.ts <= end)
    .sort((a, b) => a.pid - b.pid || a.tid - b.tid || a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const use: CpuUse = { main: 0, renderer: 0, browser: 0, gpu: 0 };
  let thread = '';
  let busyUntil = 0;
  for (const e of outermost) {
    const key = `${e.pid}:${e.tid}`;
    if (key === thread && e.ts < busyUntil) continue;
    thread = key;
    busyUntil = e.ts + (e.dur ?? 0);
    const ms = (e.tdur ?? 0) / 1000;
    if (e.pid === navigation.pid) {
      use.renderer += ms;
      if (e.tid === navigation.tid) use.main += ms;
    } else if (processNames.get(e.pid) === 'Browser') use.browser += ms;
    else if (processNames.get(e.pid) === 'GPU Process') use.gpu += ms;
  }
  return use;
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

/** Where and when the visit's navigation started: its renderer's main thread and the moment. */
type VisitStart = Pick<TraceEvent, 'pid' | 'tid' | 'ts'>;

/**
 * The visit's own navigation. The tab's earlier about:blank has one too, in another renderer; the
 * visit's names its http(s) address. Now and then (1 visit in 16, traced) the visit's renderer
 * records it too late to be in the trace, and its only main-frame `navigationStart` events are
 * later ones without an address (in the traces that have both, 20-110 ms after the real one).
 * Then the start is the largest paint's event less the page's own figure for it: in the traces
 * that have both, the two agree within 1-4 ms. Such a trace lacks the renderer's first tasks
 * (`late`), so its CPU figures would be too low.
 */
function visitStart(events: TraceEvent[], lcpMs: number): (VisitStart & { late: boolean }) | null {
  const named = events.find((e) => {
    const data = e.args?.data as { isLoadingMainFrame?: boolean; documentLoaderURL?: string };
    return (
      e.name === 'navigationStart' &&
      data?.isLoadingMainFrame &&
      /^https?:/.test(data.documentLoaderURL ?? '')
    );
  });
  if (named) return { ...named, late: false };
  const paint = events
    .filter((e) => e.name === 'largestContentfulPaint::Candidate')
    .sort((a, b) => a.ts - b.ts)
    .at(-1);
  return paint ? { pid: paint.pid, tid: paint.tid, ts: paint.ts - lcpMs * 1000, late: true } : null;
}

function summarize(events: TraceEvent[], lcpMs: number): { summary: string; cpu: CpuUse | null } {
  // The tasks a little past the paint too: the frame that put it on screen.
  const untilMs = lcpMs + 50;
  const navigation = visitStart(events, lcpMs);
  if (!navigation) return { summary: '  (no largest paint in the trace)', cpu: null };
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
  if (navigation.late) {
    lines.push("  cpu: none (the renderer's trace began after its navigation)");
    return { summary: lines.join('\n'), cpu: null };
  }
  const cpu = cpuUse(events, navigation, lcpMs);
  lines.push(`  cpu until the largest paint: ${cpuText(cpu)}`);
  return { summary: lines.join('\n'), cpu };
}
