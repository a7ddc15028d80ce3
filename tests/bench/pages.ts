import { preview } from 'vite';
import type { Browser, CDPSession, Page } from 'playwright-core';
import type { Stack } from '../../supabase/local/stack';
import { launchBrowser } from '../helpers/browser';
import { freePort } from '../../supabase/local/process-utils';

const RUNS = 5;
// Lighthouse's "fast 3G"-like profile, as seen by a phone on a busy match night.
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

interface RequestTiming {
  key: string;
  start: number;
  end: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Longest chain of backend requests where each starts only after the previous one finished. */
function waterfallDepth(requests: RequestTiming[]): number {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const depth = new Map<RequestTiming, number>();
  for (const r of sorted) {
    const before = sorted.filter((p) => p !== r && p.end <= r.start).map((p) => depth.get(p) ?? 1);
    depth.set(r, 1 + (before.length ? Math.max(...before) : 0));
  }
  return Math.max(0, ...depth.values());
}

/**
 * The profile: 4x CPU slowdown and fast 3G. DESIGN §6 states its LCP budget with the
 * CPU slowdown alone against the local backend; `network: false` measures that profile.
 */
async function throttle(page: Page, { network = true } = {}): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  if (network) await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/** Backend requests asked more than once (same method and URL) during one page load. */
function repeatedRequests(requests: RequestTiming[]): number {
  const seen = new Set<string>();
  let repeated = 0;
  for (const r of requests) {
    if (seen.has(r.key)) repeated++;
    seen.add(r.key);
  }
  return repeated;
}

async function firstTeamId(stack: Stack): Promise<number | null> {
  const res = await fetch(`${stack.apiUrl}/rest/v1/teams?select=id&order=id&limit=1`, {
    headers: { apikey: stack.anonKey },
  });
  const rows = (await res.json().catch(() => [])) as { id: number }[];
  return Array.isArray(rows) && rows[0] ? rows[0].id : null;
}

interface PageRun {
  lcp: number | null;
  cls: number;
  js: number;
  requests: number;
  supabase: number;
  depth: number;
  repeated: number;
}

/** DESIGN §6 states the LCP budget for these two pages. */
const CPU_ONLY_ROUTES = new Set(['/', '/tables']);

function medianOrNull(values: (number | null)[]): number | null {
  const measured = values.filter((v): v is number => v !== null);
  return measured.length ? Math.round(median(measured)) : null;
}

/** One cold visit in a fresh browser context (no cache), measured until the network is idle. */
async function loadPage(
  browser: Browser,
  url: string,
  stack: Stack,
  options: { network?: boolean } = {},
): Promise<PageRun> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  await throttle(page, options);
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number | null; __cls: number };
    w.__lcp = null;
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!e.hadRecentInput) w.__cls += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const timings: RequestTiming[] = [];
  let jsBytes = 0;
  let requestCount = 0;
  const started = new Map<string, number>();
  page.on('request', (req) => {
    requestCount++;
    started.set(req.url() + req.method(), performance.now());
  });
  page.on('requestfinished', async (req) => {
    const key = req.url() + req.method();
    if (req.url().startsWith(stack.apiUrl) && req.method() !== 'OPTIONS') {
      timings.push({ key, start: started.get(key) ?? 0, end: performance.now() });
    }
    if (req.resourceType() === 'script') {
      const sizes = await req.sizes().catch(() => null);
      jsBytes += sizes?.responseBodySize ?? 0;
    }
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  await page.waitForTimeout(300);
  const metrics = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number | null; __cls: number };
    return { lcp: w.__lcp, cls: w.__cls };
  });
  const run: PageRun = {
    lcp: metrics.lcp,
    cls: metrics.cls,
    js: jsBytes,
    requests: requestCount,
    supabase: timings.length,
    depth: waterfallDepth(timings),
    repeated: repeatedRequests(timings),
  };
  await context.close();
  return run;
}

export async function measurePages(stack: Stack, outDir: string) {
  const port = await freePort();
  const server = await preview({
    build: { outDir },
    preview: { port, strictPort: true, host: '127.0.0.1' },
    logLevel: 'warn',
  });
  const base = `http://127.0.0.1:${port}`;
  const browser = await launchBrowser();
  const teamId = await firstTeamId(stack);
  const routes = [
    '/',
    '/matches',
    '/tables',
    '/statistics',
    teamId ? `/teams/${teamId}` : '/teams',
    '/players',
    '/news',
  ];
  const pages: Record<string, Record<string, number | null>> = {};
  const routeChanges: Record<string, number> = {};
  try {
    for (const route of routes) {
      const runs: PageRun[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await loadPage(browser, base + route, stack));
      const cpuOnly: (number | null)[] = [];
      if (CPU_ONLY_ROUTES.has(route)) {
        for (let i = 0; i < RUNS; i++) {
          cpuOnly.push((await loadPage(browser, base + route, stack, { network: false })).lcp);
        }
      }
      pages[route] = {
        lcp_ms: medianOrNull(runs.map((r) => r.lcp)),
        cls: Math.round(median(runs.map((r) => r.cls)) * 1000) / 1000,
        js_kb: Math.round(median(runs.map((r) => r.js)) / 102.4) / 10,
        requests: median(runs.map((r) => r.requests)),
        supabase_requests: median(runs.map((r) => r.supabase)),
        max_waterfall_depth: Math.max(...runs.map((r) => r.depth)),
        repeated_supabase_requests: Math.max(...runs.map((r) => r.repeated)),
        ...(cpuOnly.length ? { lcp_cpu_only_ms: medianOrNull(cpuOnly) } : {}),
      };
    }

    // Route changes with data already cached: visit both pages once, then time the switch back.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // tsx compiles this file with esbuild's keepNames, which wraps the named inner functions of
    // `navigate` in a `__name(...)` helper that only exists in Node; give the page a no-op one.
    await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    const page = await context.newPage();
    await page.goto(base + '/', { waitUntil: 'networkidle' });
    await throttle(page);
    const pairs: [string, string][] = [
      ['/', '/tables'],
      ['/tables', '/matches'],
      ['/matches', '/'],
    ];
    for (const [from, to] of pairs) {
      await navigate(page, to);
      await navigate(page, from);
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        times.push(await navigate(page, to));
        await navigate(page, from);
      }
      routeChanges[`${from}->${to}`] = Math.round(median(times));
    }
    await context.close();
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
  return { pages, routeChanges };
}

/**
 * Client-side navigation through the router (a link click), timed until the new route has
 * painted its heading and the loading indicators are gone.
 */
async function navigate(page: Page, path: string): Promise<number> {
  return page.evaluate(async (target) => {
    const start = performance.now();
    const link = document.querySelector<HTMLAnchorElement>(`a[href="${target}"]`);
    if (link) link.click();
    else {
      history.pushState(null, '', target);
      dispatchEvent(new PopStateEvent('popstate'));
    }
    await new Promise<void>((resolve) => {
      const check = () => {
        const ready =
          location.pathname === target &&
          document.querySelector('main h1') !== null &&
          document.querySelector('[data-loading="true"]') === null;
        if (ready) requestAnimationFrame(() => resolve());
        else setTimeout(check, 5);
      };
      check();
    });
    return performance.now() - start;
  }, path);
}
