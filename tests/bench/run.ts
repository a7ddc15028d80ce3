/**
 * `npm run bench`: measures what users feel and what the backend holds, against the budgets of
 * DESIGN §6, on a throw-away local stack with the demo seed and the stress seed. Prints tables
 * and writes tests/bench/results.json (sections measured now replace their earlier figures).
 *
 * Sections: `npx tsx tests/bench/run.ts pages` (or backend, bundle, db, load, import). For quick
 * runs of the pages section, while working on one page or one lever:
 *   BENCH_PAGES=/tables,/teams   pages by label or first segment (`/teams` is `/teams/{id}`)
 *   BENCH_PROFILES=phone          phone (cold and second visit) and/or desktop
 *   BENCH_RUNS=3                  runs per cell (default 5; the median is reported)
 *   BENCH_SHARED_COPIES=off       the site's host keeps no copy of the page starts (as a host
 *                                 without a CDN in front of its proxy, or before 2026-12-07)
 *   BENCH_PICTURES=site           the pictures under the site, as the demo seed names them,
 *                                 instead of in the project's Storage (stored-pictures.ts)
 */
import '../setup/node-websocket';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startStack, type Stack } from '../../supabase/local/stack';
import { measureBundle } from './bundle';
import { measureDatabase, loadStressSeed } from './database';
import { measureGateway } from './gateway';
import { measureLoad } from './load';
import { launchBenchBrowser } from './browser';
import { prepareOrigins } from './hosts';
import { measurePages, pagesOptions, pagesTable, selectPages, type PagesResult } from './pages';
import { benchPages, seedTargets } from './readiness';
import { startHostsProcess, startStackProcess } from './servers';
import { measureImport } from './import';
import { picturesWhereALeagueKeepsThem } from './stored-pictures';

const root = join(import.meta.dirname, '..', '..');
const quiet = () => {};

interface Budget {
  value: number | boolean | null;
  limit: number | boolean;
  ok: boolean;
}

function budget(value: number | boolean | null | undefined, limit: number | boolean): Budget {
  const v = value ?? null;
  const ok =
    v !== null && (typeof limit === 'boolean' ? v === limit : typeof v === 'number' && v <= limit);
  return { value: v, limit, ok };
}

async function measureStartup() {
  const dataDir = await mkdtemp(join(tmpdir(), 'calcetto-bench-start-'));
  try {
    const first = await startStack({ apiPort: 0, dbPort: 0, dataDir, log: quiet });
    await first.stop();
    const second = await startStack({ apiPort: 0, dbPort: 0, dataDir, log: quiet });
    await second.stop();
    return { first_start_ms: first.startupMs, second_start_ms: second.startupMs };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const only = new Set(process.argv.slice(2));
  const want = (section: string) => only.size === 0 || only.has(section);
  const options = pagesOptions();
  const results: Record<string, unknown> = {};

  if (want('backend')) {
    console.log('· backend start-up');
    results.backend = await measureStartup();
  }

  const dataDir = await mkdtemp(join(tmpdir(), 'calcetto-bench-'));
  let stack: Stack | null = null;
  try {
    stack = await startStackProcess({ apiPort: 0, dbPort: 0, dataDir, ephemeral: true });
    if (want('backend')) {
      console.log('· gateway overhead');
      results.gateway = await measureGateway(stack);
    }
    if (want('pages') || want('bundle')) {
      const origins = await prepareOrigins(join(dataDir, 'bench-hosts'));
      const distDir = join(dataDir, 'dist');
      console.log(`· bundle (built against ${origins.api})`);
      const bundle = await measureBundle(root, distDir, {
        supabaseUrl: origins.api,
        anonKey: stack.anonKey,
      });
      results.bundle = bundle.summary;
      if (want('pages')) {
        await picturesWhereALeagueKeepsThem(stack, origins.api);
        const pages = selectPages(
          benchPages(await seedTargets(stack.apiUrl, stack.anonKey)),
          options.pages,
        );
        const hosts = await startHostsProcess(origins, distDir, stack.apiUrl);
        const bench = await launchBenchBrowser(origins);
        console.log(
          `· pages: ${origins.site} (headers: ${hosts.headersSource}), API ${origins.api}; ` +
            `${options.profiles.join(' + ')}, ${options.runs} runs`,
        );
        try {
          const pagesResult = await measurePages(
            {
              bench,
              hosts,
              origins,
              importers: bundle.importers,
              serviceWorker: existsSync(join(distDir, 'sw.js')),
            },
            pages,
            options,
            (line) => console.log(line),
          );
          const filtered = options.pages !== null || options.profiles.length < 2;
          results.pages = { ...pagesResult, ...(filtered ? { filter: options } : {}) };
        } finally {
          await bench.close();
          await hosts.close();
        }
      }
    }
    if (want('db') || want('load')) {
      console.log('· stress seed');
      const client = new pg.Client({ connectionString: stack.dbUrl });
      await client.connect();
      try {
        const stress = await loadStressSeed(client, root);
        if (want('db')) {
          console.log('· database timings');
          results.db = { ...(await measureDatabase(client, stress)), stress_seed: stress.counts };
        }
        if (want('load')) {
          console.log('· standings under load');
          results.load = await measureLoad(stack, stress);
        }
      } finally {
        await client.end();
      }
    }
    if (want('import')) {
      console.log('· fixture import');
      results.import = await measureImport(stack, root);
    }
  } finally {
    await stack?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }

  // A section run alone keeps the other sections' last figures.
  const outFile = join(root, 'tests', 'bench', 'results.json');
  const previous = (await readFile(outFile, 'utf8')
    .then((text) => JSON.parse(text) as Record<string, unknown>)
    .catch(() => ({}))) as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...previous, ...results };
  delete merged.budgets;
  delete merged.route_change_ms;

  const r = merged as {
    backend?: { first_start_ms: number; second_start_ms: number };
    gateway?: { overhead_median_ms: number };
    bundle?: {
      home_initial_js_gzip_kb: number;
      admin_in_initial: boolean;
      xlsx_in_initial: boolean;
      extras_in_initial: boolean;
    };
    pages?: PagesResult;
    db?: { standings_ms: number | null; top_scorers_ms: number | null };
    import?: { parse_validate_5000_ms: number | null; commit_5000_ms: number | null };
    load?: { standings_p99_ms: number; errors: number };
  };
  const cells = r.pages?.results
    ? Object.values(r.pages.results).flatMap((entry) =>
        [entry.phone_cold, entry.desktop_cold, entry.phone_second].filter((c) => c !== undefined),
      )
    : null;
  const budgets: Record<string, Budget> = {
    backend_first_start_ms: budget(r.backend?.first_start_ms, 10_000),
    backend_second_start_ms: budget(r.backend?.second_start_ms, 5_000),
    gateway_overhead_median_ms: budget(r.gateway?.overhead_median_ms, 2),
    home_initial_js_gzip_kb: budget(r.bundle?.home_initial_js_gzip_kb, 170),
    admin_in_initial: budget(r.bundle?.admin_in_initial, false),
    xlsx_in_initial: budget(r.bundle?.xlsx_in_initial, false),
    extras_in_initial: budget(r.bundle?.extras_in_initial, false),
    // The per-cell budgets of the pages table (ready and LCP against the floor, CLS, repeats).
    page_cells_missing_budget: budget(cells && cells.filter((c) => !c.met).length, 0),
    cls_max: budget(cells && Math.max(...cells.map((c) => c.cls ?? Infinity)), 0.05),
    repeated_requests_max: budget(cells && Math.max(...cells.map((c) => c.repeated.length)), 0),
    standings_ms: budget(r.db?.standings_ms, 50),
    top_scorers_ms: budget(r.db?.top_scorers_ms, 50),
    import_parse_validate_ms: budget(r.import?.parse_validate_5000_ms, 2000),
    import_commit_ms: budget(r.import?.commit_5000_ms, 5000),
    load_standings_p99_ms: budget(r.load?.standings_p99_ms, 200),
    load_errors: budget(r.load?.errors, 0),
  };
  merged.budgets = Object.fromEntries(
    Object.entries(budgets).filter(([, b]) => b.value !== null || only.size === 0),
  );
  await writeFile(outFile, `${JSON.stringify(merged, null, 2)}\n`);

  if (results.pages) {
    console.log(`\n${pagesTable(results.pages as PagesResult)}`);
    const chains = Object.entries((results.pages as PagesResult).results).flatMap(([label, e]) =>
      e.phone_cold?.gating_chain
        ? [`  ${label}: ${e.phone_cold.gating_chain.map((l) => shortUrl(l.url)).join(' → ')}`]
        : [],
    );
    if (chains.length) console.log(`\nphone cold, what the data waited for:\n${chains.join('\n')}`);
  }
  console.log('\nbudget                          value        limit      ok');
  for (const [name, b] of Object.entries(merged.budgets as Record<string, Budget>)) {
    const fmt = (v: unknown) =>
      typeof v === 'number' ? String(Math.round(v * 100) / 100) : String(v);
    console.log(
      `${name.padEnd(31)} ${fmt(b.value).padStart(10)} ${fmt(b.limit).padStart(12)}   ${b.value === null ? 'not measured' : b.ok ? 'yes' : 'NO'}`,
    );
  }
  console.log(`\nwritten to ${outFile}`);
}

/** A request's address without the bench's origins, short enough for one line. */
function shortUrl(url: string): string {
  const { hostname, pathname, search } = new URL(url);
  const path = pathname.replace(/^\/assets\//, '');
  return `${hostname.startsWith('api.') ? 'api:' : ''}${path}${search ? '?…' : ''}`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
