/**
 * `npm run bench`: measures what users feel and what the backend holds, against the budgets of
 * DESIGN §6, on a throw-away local stack with the demo seed and the stress seed. Prints a table
 * and writes tests/bench/results.json.
 */
import '../setup/node-websocket';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startStack, type Stack } from '../../supabase/local/stack';
import { measureBundle } from './bundle';
import { measureDatabase, loadStressSeed } from './database';
import { measureGateway } from './gateway';
import { measureLoad } from './load';
import { measurePages } from './pages';
import { measureImport } from './import';

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
  const results: Record<string, unknown> = {};

  if (want('backend')) {
    console.log('· backend start-up');
    results.backend = await measureStartup();
  }

  const dataDir = await mkdtemp(join(tmpdir(), 'calcetto-bench-'));
  let stack: Stack | null = null;
  try {
    stack = await startStack({ apiPort: 0, dbPort: 0, dataDir, ephemeral: true, log: quiet });
    if (want('backend')) {
      console.log('· gateway overhead');
      results.gateway = await measureGateway(stack);
    }
    if (want('pages') || want('bundle')) {
      console.log('· bundle');
      results.bundle = await measureBundle(root, join(dataDir, 'dist'), stack);
    }
    if (want('pages')) {
      console.log('· pages in Chromium (4x CPU slowdown, fast 3G)');
      const pages = await measurePages(stack, join(dataDir, 'dist'));
      results.pages = pages.pages;
      results.route_change_ms = pages.routeChanges;
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

  const r = results as {
    backend?: { first_start_ms: number; second_start_ms: number };
    gateway?: { overhead_median_ms: number };
    bundle?: {
      home_initial_js_gzip_kb: number;
      admin_in_initial: boolean;
      xlsx_in_initial: boolean;
    };
    pages?: Record<
      string,
      {
        lcp_ms: number | null;
        lcp_cpu_only_ms?: number | null;
        cls: number | null;
        max_waterfall_depth: number;
        repeated_supabase_requests: number;
      }
    >;
    route_change_ms?: Record<string, number>;
    db?: { standings_ms: number | null; top_scorers_ms: number | null };
    import?: { parse_validate_5000_ms: number | null; commit_5000_ms: number | null };
    load?: { standings_p99_ms: number; errors: number };
  };
  const budgets: Record<string, Budget> = {
    backend_first_start_ms: budget(r.backend?.first_start_ms, 10_000),
    backend_second_start_ms: budget(r.backend?.second_start_ms, 5_000),
    gateway_overhead_median_ms: budget(r.gateway?.overhead_median_ms, 2),
    home_initial_js_gzip_kb: budget(r.bundle?.home_initial_js_gzip_kb, 170),
    admin_in_initial: budget(r.bundle?.admin_in_initial, false),
    xlsx_in_initial: budget(r.bundle?.xlsx_in_initial, false),
    lcp_home_ms: budget(r.pages?.['/']?.lcp_ms, 1500),
    lcp_tables_ms: budget(r.pages?.['/tables']?.lcp_ms, 1500),
    // DESIGN §6's own profile: the CPU slowdown alone, against the local backend.
    lcp_home_cpu_only_ms: budget(r.pages?.['/']?.lcp_cpu_only_ms, 1500),
    lcp_tables_cpu_only_ms: budget(r.pages?.['/tables']?.lcp_cpu_only_ms, 1500),
    cls_max: budget(
      r.pages ? Math.max(...Object.values(r.pages).map((p) => p.cls ?? 0)) : null,
      0.05,
    ),
    waterfall_depth_max: budget(
      r.pages ? Math.max(...Object.values(r.pages).map((p) => p.max_waterfall_depth)) : null,
      2,
    ),
    repeated_supabase_requests_max: budget(
      r.pages ? Math.max(...Object.values(r.pages).map((p) => p.repeated_supabase_requests)) : null,
      0,
    ),
    route_change_max_ms: budget(
      r.route_change_ms ? Math.max(...Object.values(r.route_change_ms)) : null,
      200,
    ),
    standings_ms: budget(r.db?.standings_ms, 50),
    top_scorers_ms: budget(r.db?.top_scorers_ms, 50),
    import_parse_validate_ms: budget(r.import?.parse_validate_5000_ms, 2000),
    import_commit_ms: budget(r.import?.commit_5000_ms, 5000),
    load_standings_p99_ms: budget(r.load?.standings_p99_ms, 200),
    load_errors: budget(r.load?.errors, 0),
  };
  results.budgets = Object.fromEntries(
    Object.entries(budgets).filter(([, b]) => b.value !== null || only.size === 0),
  );

  const outFile = join(root, 'tests', 'bench', 'results.json');
  await writeFile(outFile, `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nbudget                          value        limit      ok');
  for (const [name, b] of Object.entries(results.budgets as Record<string, Budget>)) {
    const fmt = (v: unknown) =>
      typeof v === 'number' ? String(Math.round(v * 100) / 100) : String(v);
    console.log(
      `${name.padEnd(31)} ${fmt(b.value).padStart(10)} ${fmt(b.limit).padStart(12)}   ${b.value === null ? 'not measured' : b.ok ? 'yes' : 'NO'}`,
    );
  }
  console.log(`\n${JSON.stringify(results)}`);
  console.log(`\nwritten to ${outFile}${existsSync(outFile) ? '' : ' (failed)'}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
