import type { BenchBrowser } from './browser';
import type { ChunkImporters } from './bundle';
import type { BenchHosts, BenchOrigins } from './hosts';
import { SNAPSHOT_SCRIPT, type BenchPage } from './readiness';
import { median } from './stats';
import { ProfileContext, profiles, type ChainLink, type Tab, type VisitMetrics } from './visit';

/** The profiles a run can be limited to; `phone` measures the cold visit and the second visit. */
export type ProfileName = 'phone' | 'desktop';

export interface PagesOptions {
  /** Pages by label (`/tables`, `/teams/{id}`) or first path segment (`/teams`); null: all. */
  pages: string[] | null;
  profiles: ProfileName[];
  runs: number;
}

type Cell = 'phone_cold' | 'phone_second' | 'desktop_cold';

export interface BenchSetup {
  bench: BenchBrowser;
  hosts: BenchHosts;
  origins: BenchOrigins;
  importers: ChunkImporters;
  /** Whether the build has a service worker (dist/sw.js): the second visit then starts from it. */
  serviceWorker: boolean;
}
type Variant = 'app' | 'floor';

/** The issue's budgets: ready ÷ floor per cell, LCP ÷ floor LCP, CLS, no repeated request. */
export const BUDGETS = {
  ready_vs_floor: { phone_cold: 1.3, desktop_cold: 1.6, phone_second: 0.6 } as Record<Cell, number>,
  lcp_vs_floor: 1.1,
  cls: 0.05,
};

export interface CellResult {
  ready_ms: number | null;
  /** The floor the ratio is taken against: the same profile's, the phone's cold one for a second visit. */
  floor_ready_ms: number | null;
  ratio: number | null;
  ratio_budget: number;
  lcp_ms: number | null;
  floor_lcp_ms: number | null;
  lcp_ratio: number | null;
  cls: number | null;
  kb: number | null;
  kb_before_ready: number | null;
  requests: number | null;
  requests_before_ready: number | null;
  preflights: number | null;
  /** Requests asked twice in one load, in any run. */
  repeated: string[];
  /** Cache hits of the median run (memory, disk, prefetch, service worker). */
  cache_hits: VisitMetrics['cache_hits'] | null;
  service_worker_requests: number | null;
  data_depth: number | null;
  lcp_element: string | null;
  /** Ready of every run, in order, for the spread. */
  ready_runs: (number | null)[];
  floor: {
    ready_ms: number | null;
    lcp_ms: number | null;
    kb: number | null;
    requests: number | null;
    ready_runs: (number | null)[];
  };
  met: boolean;
  missed: string[];
  /** The dependency chain of the data response that gated ready, in the median run. */
  gating_chain: ChainLink[] | null;
}

const round = (value: number | null, digits = 0) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;
const kb = (bytes: number | null) => (bytes === null ? null : round(bytes / 1024, 1));

/** The run whose ready is nearest the median: its chain and cache figures stand for the cell. */
function medianRun(runs: VisitMetrics[]): VisitMetrics | undefined {
  const mid = median(runs.map((r) => r.ready_ms));
  return [...runs]
    .filter((r) => r.ready_ms !== null)
    .sort((a, b) => Math.abs(a.ready_ms! - mid!) - Math.abs(b.ready_ms! - mid!))[0];
}

function cellResult(
  cell: Cell,
  app: VisitMetrics[],
  floor: VisitMetrics[],
  coldFloor: VisitMetrics[],
) {
  const pick = (runs: VisitMetrics[], key: keyof VisitMetrics) =>
    median(runs.map((r) => r[key] as number | null));
  const ready = pick(app, 'ready_ms');
  const floorReady = pick(cell === 'phone_second' ? coldFloor : floor, 'ready_ms');
  const lcp = pick(app, 'lcp_ms');
  const floorLcp = pick(floor, 'lcp_ms');
  const cls = pick(app, 'cls');
  const ratio = ready !== null && floorReady ? round(ready / floorReady, 2) : null;
  const lcpRatio = lcp !== null && floorLcp ? round(lcp / floorLcp, 2) : null;
  // One per address (a run's, with how its requests were answered), however many runs repeated it.
  const repeated = [
    ...new Map(
      app.flatMap((r) => r.repeated).map((entry) => [entry.split(' (')[0], entry]),
    ).values(),
  ];
  const missed: string[] = [];
  if (ratio === null || ratio > BUDGETS.ready_vs_floor[cell]) missed.push('ready');
  if (lcpRatio === null || lcpRatio > BUDGETS.lcp_vs_floor) missed.push('lcp');
  if (cls === null || cls > BUDGETS.cls) missed.push('cls');
  if (repeated.length) missed.push('repeated');
  const typical = medianRun(app);
  const result: CellResult = {
    ready_ms: round(ready),
    floor_ready_ms: round(floorReady),
    ratio,
    ratio_budget: BUDGETS.ready_vs_floor[cell],
    lcp_ms: round(lcp),
    floor_lcp_ms: round(floorLcp),
    lcp_ratio: lcpRatio,
    cls: round(cls, 3),
    kb: kb(pick(app, 'bytes')),
    kb_before_ready: kb(pick(app, 'bytes_before_ready')),
    requests: round(pick(app, 'requests')),
    requests_before_ready: round(pick(app, 'requests_before_ready')),
    preflights: round(pick(app, 'preflights')),
    repeated,
    cache_hits: typical?.cache_hits ?? null,
    service_worker_requests: round(pick(app, 'service_worker_requests')),
    data_depth: round(pick(app, 'data_depth')),
    lcp_element: typical?.lcp_element ?? null,
    ready_runs: app.map((r) => r.ready_ms),
    floor: {
      ready_ms: round(pick(floor, 'ready_ms')),
      lcp_ms: round(floorLcp),
      kb: kb(pick(floor, 'bytes')),
      requests: round(pick(floor, 'requests')),
      ready_runs: floor.map((r) => r.ready_ms),
    },
    met: missed.length === 0,
    missed,
    gating_chain: typical?.gating_chain ?? null,
  };
  return result;
}

/** Where the host serves a page's floor. */
export function floorPath(page: BenchPage): string {
  return `/__floor/${pageFileName(page)}.html`;
}

/** A page's label as a file's name: `home`, `tables`, `teams-id`. */
export function pageFileName(page: BenchPage): string {
  const name = page.label.replace(/[{}]/g, '').replace(/^\/$/, 'home').replace(/^\//, '');
  return name.replaceAll('/', '-');
}

/** A comma-separated list from the environment, or null when it is unset or empty. */
export function envList(name: string): string[] | null {
  const items = process.env[name]
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items?.length ? items : null;
}

/** BENCH_PAGES, BENCH_PROFILES and BENCH_RUNS (run.ts' header says what each takes). */
export function pagesOptions(): PagesOptions {
  const profiles = (envList('BENCH_PROFILES') ?? ['phone', 'desktop']) as ProfileName[];
  const unknown = profiles.filter((p) => p !== 'phone' && p !== 'desktop');
  if (unknown.length)
    throw new Error(`BENCH_PROFILES: unknown ${unknown.join(',')} (phone, desktop)`);
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('BENCH_RUNS: a whole number ≥ 1');
  return { pages: envList('BENCH_PAGES'), profiles, runs };
}

export function selectPages(all: BenchPage[], wanted: string[] | null): BenchPage[] {
  if (!wanted) return all;
  const picked = all.filter((page) =>
    wanted.some(
      (w) => w === page.label || w === page.path || (w !== '/' && page.label.startsWith(`${w}/`)),
    ),
  );
  if (!picked.length)
    throw new Error(
      `bench: no page matches ${wanted.join(',')}; pages: ${all.map((p) => p.label).join(' ')}`,
    );
  return picked;
}

/**
 * The page at `url` as it is once rendered (desktop, unthrottled, after ready), as static HTML
 * without script: what a server-rendered page would paint.
 */
export async function floorSnapshot(
  bench: BenchBrowser,
  page: BenchPage,
  url: string,
  visitOptions: { importers: ChunkImporters },
): Promise<string> {
  const desktop = profiles(bench.version).desktop;
  const context = await ProfileContext.open(bench, desktop, page.ready);
  try {
    const tab = await context.newTab();
    const visit = await tab.visit(url, { ...visitOptions, settleMaxMs: 10_000 });
    if (visit.ready_ms === null) {
      const main = (await tab.page.evaluate(
        `document.querySelector('main')?.outerHTML.slice(0, 1500) ?? document.body.outerHTML.slice(0, 1500)`,
      )) as string;
      throw new Error(
        `bench: ${page.path} never met its readiness condition (desktop, unthrottled)\n` +
          `errors: ${tab.errors.join('\n') || 'none'}\npage: ${main}`,
      );
    }
    await tab.page.evaluate('document.fonts.ready.then(() => true)');
    return await tab.snapshot(SNAPSHOT_SCRIPT);
  } finally {
    await context.close();
  }
}

/** The page's floor, served by the same host as the app under `floorPath()`. */
async function saveFloor({ bench, hosts, origins, importers }: BenchSetup, page: BenchPage) {
  const html = await floorSnapshot(bench, page, origins.site + page.path, { importers });
  await hosts.site.put(floorPath(page), html);
}

type Runs = Record<Variant, Record<Cell, VisitMetrics[]>>;

/**
 * How long a visit goes on after ready, at most, for late layout shifts and LCP candidates and
 * the bytes that follow: a bound, or a service worker precaching on a throttled line would hold
 * each visit for half a minute.
 */
const SETTLE_MS = 1_500;

/** How long the cold visit's page stays open, at least, before the second visit. */
const VISITOR_STAYS_MS = 3_000;

/**
 * The visitor reads the cold visit's page before leaving it: what a page does once it has
 * settled (the app keeps its view for the next visit, its service worker takes control) is done
 * by then. The floor has no script, so nothing to wait for.
 */
export async function readAndLeave(
  context: ProfileContext,
  tab: Tab,
  page: { app: boolean; serviceWorker: boolean },
): Promise<void> {
  if (page.app)
    await context.unthrottled(tab, async () => {
      if (page.serviceWorker) await tab.serviceWorkerActive(60_000);
      await tab.page.waitForTimeout(VISITOR_STAYS_MS);
    });
  await tab.close();
}

/**
 * Every page in every profile, the app and its floor alternating in each run so both see the
 * same machine: phone cold then the second visit in the same browser context (HTTP cache and
 * any service worker kept; a new tab), and desktop cold in a context of its own.
 */
export async function measurePages(
  setup: BenchSetup,
  pages: BenchPage[],
  options: PagesOptions,
  log: (line: string) => void,
) {
  const { bench, hosts, origins, importers } = setup;
  const version = bench.version;
  const byName = profiles(version);
  const results: Record<string, { url: string } & Partial<Record<Cell, CellResult>>> = {};
  for (const page of pages) {
    log(`  ${page.label} (${page.path})`);
    await saveFloor(setup, page);
    const runs: Runs = {
      app: { phone_cold: [], phone_second: [], desktop_cold: [] },
      floor: { phone_cold: [], phone_second: [], desktop_cold: [] },
    };
    for (let run = 0; run < options.runs; run++) {
      const order: Variant[] = run % 2 ? ['floor', 'app'] : ['app', 'floor'];
      for (const variant of order) {
        const url = origins.site + (variant === 'app' ? page.path : floorPath(page));
        const visitOptions = { importers, settleMaxMs: SETTLE_MS };
        if (options.profiles.includes('phone')) {
          const context = await ProfileContext.open(
            bench,
            byName.phone,
            page.ready,
            hosts.phoneLine,
          );
          try {
            const first = await context.newTab();
            runs[variant].phone_cold.push(await first.visit(url, visitOptions));
            await readAndLeave(context, first, {
              app: variant === 'app',
              serviceWorker: setup.serviceWorker,
            });
            const second = await context.newTab();
            runs[variant].phone_second.push(await second.visit(url, visitOptions));
          } finally {
            await context.close();
          }
        }
        if (options.profiles.includes('desktop')) {
          const context = await ProfileContext.open(bench, byName.desktop, page.ready);
          try {
            const tab = await context.newTab();
            runs[variant].desktop_cold.push(await tab.visit(url, visitOptions));
          } finally {
            await context.close();
          }
        }
      }
      const last = (cell: Cell) => runs.app[cell].at(-1)?.ready_ms ?? '–';
      log(
        `    run ${run + 1}/${options.runs}: ready ${(
          ['phone_cold', 'phone_second', 'desktop_cold'] as Cell[]
        )
          .filter((cell) => runs.app[cell].length)
          .map((cell) => `${cell} ${last(cell)} ms`)
          .join(', ')}`,
      );
    }
    const entry: { url: string } & Partial<Record<Cell, CellResult>> = { url: page.path };
    for (const cell of ['phone_cold', 'desktop_cold', 'phone_second'] as Cell[]) {
      if (runs.app[cell].length)
        entry[cell] = cellResult(cell, runs.app[cell], runs.floor[cell], runs.floor.phone_cold);
    }
    results[page.label] = entry;
  }
  const cells = Object.values(results).flatMap((entry) =>
    (['phone_cold', 'desktop_cold', 'phone_second'] as Cell[])
      .map((cell) => entry[cell])
      .filter((c): c is CellResult => !!c),
  );
  return {
    setup: {
      browser: `Chromium ${version}`,
      site: origins.site.replace(/:\d+$/, ''),
      api: origins.api.replace(/:\d+$/, ''),
      headers: hosts.headersSource,
      runs: options.runs,
      profiles: {
        phone: '390×844, DPR 2, mobile, touch, 4× CPU, 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up',
        desktop: '1280×800, DPR 1, no throttling',
        second_visit: 'phone, same context after the cold visit, new tab',
      },
      budgets: BUDGETS,
    },
    results,
    cells_met: cells.filter((c) => c.met).length,
    cells: cells.length,
  };
}

export type PagesResult = Awaited<ReturnType<typeof measurePages>>;

const CELL_NAMES: Record<Cell, string> = {
  phone_cold: 'phone cold',
  desktop_cold: 'desktop cold',
  phone_second: 'phone 2nd visit',
};

const fmtS = (ms: number | null) => (ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`);

/** The table: one row per page and profile. `markdown` for the README. */
export function pagesTable(result: PagesResult, markdown = false): string {
  const header = [
    'page',
    'profile',
    'ready',
    'floor',
    'ratio (budget)',
    'LCP',
    'floor LCP',
    'CLS',
    'KB (before ready)',
    'requests (before ready)',
    'preflights',
    'from cache',
    'met',
  ];
  const rows = Object.entries(result.results).flatMap(([label, entry]) =>
    (['phone_cold', 'desktop_cold', 'phone_second'] as Cell[]).flatMap((cell) => {
      const c = entry[cell];
      if (!c) return [];
      const cached = c.cache_hits ? Object.values(c.cache_hits).reduce((a, b) => a + b, 0) : 0;
      return [
        [
          markdown ? `\`${label}\`` : label,
          CELL_NAMES[cell],
          fmtS(c.ready_ms),
          fmtS(c.floor_ready_ms),
          `${c.ratio ?? '–'}× (${c.ratio_budget})`,
          fmtS(c.lcp_ms),
          fmtS(c.floor_lcp_ms),
          String(c.cls ?? '–'),
          `${c.kb ?? '–'} (${c.kb_before_ready ?? '–'})`,
          `${c.requests ?? '–'} (${c.requests_before_ready ?? '–'})`,
          String(c.preflights ?? '–'),
          String(cached),
          c.met
            ? 'yes'
            : markdown
              ? `**no** (${c.missed.join(', ')})`
              : `NO: ${c.missed.join(', ')}`,
        ],
      ];
    }),
  );
  if (markdown) {
    const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
    return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}
