import type { BrowserContext, BrowserContextOptions, CDPSession, Page } from 'playwright-core';
import {
  NO_THROTTLING,
  type BenchBrowser,
  type NetworkConditions,
  type Visitor,
  type WorkerRequest,
} from './browser';
import type { ChunkImporters } from './bundle';
import type { PhoneLine } from './hosts';
import { measurementScript, type Requirement } from './readiness';
import { dependencyChain, NetworkRecorder, type CacheSource, type RequestRecord } from './network';

export interface Profile {
  name: 'phone' | 'desktop';
  context: BrowserContextOptions;
  cpuSlowdown: number;
  network: NetworkConditions | null;
}

/** Lighthouse's slow-4G figures (its kbit are 1,024 bits), on a mid-range phone. */
const PHONE_NETWORK: NetworkConditions = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** The league is Italian: visitors' browsers ask for Italian, the app's first language. */
const LOCALE = { locale: 'it-IT', timezoneId: 'Europe/Rome' } as const;

export function profiles(chromeVersion: string): Record<Profile['name'], Profile> {
  const major = chromeVersion.split('.')[0];
  return {
    phone: {
      name: 'phone',
      context: {
        ...LOCALE,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: `Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Mobile Safari/537.36`,
      },
      cpuSlowdown: 4,
      network: PHONE_NETWORK,
    },
    desktop: {
      name: 'desktop',
      context: {
        ...LOCALE,
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Safari/537.36`,
      },
      cpuSlowdown: 1,
      network: null,
    },
  };
}

/** A browser context with one profile and one page's readiness condition in every document. */
export class ProfileContext {
  private constructor(
    readonly context: BrowserContext,
    private readonly contextId: string,
    private readonly profile: Profile,
    private readonly visitor: Visitor,
    /** What DevTools throttles: the profile's line, less the latency `line` adds. */
    private readonly network: NetworkConditions | null,
    private readonly line: PhoneLine | null,
  ) {}

  /**
   * With `phoneLine`, a throttled profile's round trip is the line's (paid on opening each
   * connection too, latency-proxy.ts) and DevTools throttles only the bandwidth.
   */
  static async open(
    bench: BenchBrowser,
    profile: Profile,
    ready: Requirement[],
    phoneLine: PhoneLine | null = null,
  ) {
    const line = profile.network ? phoneLine : null;
    const network = profile.network && line ? { ...profile.network, latency: 0 } : profile.network;
    const visitor = await bench.visitor({
      ...profile.context,
      ...(line ? { proxy: { server: line.server } } : {}),
    });
    const { context } = visitor;
    await line?.roundTrip(profile.network?.latency ?? 0);
    await context.addInitScript({ content: measurementScript(ready) });
    const probe = await context.newPage();
    const cdp = await context.newCDPSession(probe);
    const { targetInfo } = (await cdp.send('Target.getTargetInfo')) as {
      targetInfo: { browserContextId: string };
    };
    await probe.close();
    visitor.serviceWorkers.throttle(targetInfo.browserContextId, network);
    return new ProfileContext(
      context,
      targetInfo.browserContextId,
      profile,
      visitor,
      network,
      line,
    );
  }

  /**
   * Runs `work` with the network unthrottled, for the page in `tab` and the context's service
   * workers: the time that passes between two visits, in which a service worker finishes
   * installing, is not what the bench measures.
   */
  async unthrottled<T>(tab: Tab, work: () => Promise<T>): Promise<T> {
    await tab.setNetwork(null);
    this.visitor.serviceWorkers.throttle(this.contextId, null);
    await this.line?.roundTrip(0);
    try {
      return await work();
    } finally {
      this.visitor.serviceWorkers.throttle(this.contextId, this.network);
      await this.line?.roundTrip(this.profile.network?.latency ?? 0);
    }
  }

  /** A new tab with the profile's throttling, recording its network. */
  async newTab(): Promise<Tab> {
    const page = await this.context.newPage();
    const cdp = await this.context.newCDPSession(page);
    const recorder = new NetworkRecorder(cdp);
    await cdp.send('Network.enable');
    if (this.profile.cpuSlowdown > 1)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: this.profile.cpuSlowdown });
    const tab = new Tab(page, cdp, recorder, () =>
      this.visitor.serviceWorkers.requestsOf(this.contextId),
    );
    if (this.network) await tab.setNetwork(this.network);
    return tab;
  }

  async close() {
    this.visitor.serviceWorkers.forget(this.contextId);
    await this.visitor.close();
  }
}

interface PageState {
  ready: number | null;
  fcp: number | null;
  lcp: number | null;
  lcpElement: string | null;
  cls: number;
  /** Navigation timing's fetchStart: ties the page's clock to CDP's. */
  fetchStart: number;
}

export interface ChainLink {
  url: string;
  type: string;
  initiator: string;
  start_ms: number;
  end_ms: number | null;
  cache: CacheSource | null;
}

export interface VisitMetrics {
  ready_ms: number | null;
  fcp_ms: number | null;
  lcp_ms: number | null;
  lcp_element: string | null;
  cls: number;
  bytes: number;
  bytes_before_ready: number;
  requests: number;
  requests_before_ready: number;
  /** Requests answered without the network: Blink's memory cache, the HTTP cache, a service worker. */
  cache_hits: Record<CacheSource, number>;
  service_worker_requests: number;
  preflights: number;
  /** `METHOD url` of each request asked again in the same load (memory-cache reuse aside). */
  repeated: string[];
  /** Links in the longest dependency chain of a data request made before ready. */
  data_depth: number | null;
  /** The chain of the last data response before ready: the one that gated it. */
  gating_chain: ChainLink[] | null;
  protocols: string[];
}

const READY_TIMEOUT_MS = 45_000;

const LATEST_LCP = `new Promise((resolve) => {
  new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? null))
    .observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve(null), 1000);
})`;

export class Tab {
  /** The page's uncaught errors and console errors, for a page that never gets ready. */
  readonly errors: string[] = [];

  constructor(
    readonly page: Page,
    private readonly cdp: CDPSession,
    private readonly recorder: NetworkRecorder,
    private readonly workerRequests: () => WorkerRequest[],
  ) {
    page.on('pageerror', (error) => this.errors.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') this.errors.push(message.text());
    });
  }

  /**
   * One visit: navigate, wait for the page's readiness condition, then for the network to go
   * quiet or `settleMaxMs` (late layout shifts and LCP candidates count), and read the figures.
   */
  async setNetwork(conditions: NetworkConditions | null) {
    await this.cdp.send('Network.emulateNetworkConditions', conditions ?? NO_THROTTLING);
  }

  /** The requests of the last visit, as DevTools saw them. */
  requests(): RequestRecord[] {
    return this.recorder.all();
  }

  async visit(url: string, options: VisitOptions) {
    this.recorder.reset();
    const workersBefore = this.workerRequests().length;
    await this.page.goto(url, { waitUntil: 'commit', timeout: READY_TIMEOUT_MS });
    const ready = await this.untilReady(READY_TIMEOUT_MS);
    await this.settle(ready ? options.settleMaxMs : 1000, workersBefore);
    const state = (await this.page.evaluate(
      `({ ...window.__bench, fetchStart: performance.getEntriesByType('navigation')[0]?.fetchStart ?? 0 })`,
    )) as PageState;
    // Observers' entries arrive when the page's main thread gets to them: ask once more.
    state.lcp ??= (await this.page.evaluate(LATEST_LCP)) as number | null;
    return summarize(
      state,
      this.recorder.all(),
      this.workerRequests().slice(workersBefore),
      options,
    );
  }

  /**
   * Until the service worker the page registers is active (apps register it after the load
   * event, and the app only once its first view has given way). Giving up after a few quiet
   * seconds measured a second visit without the worker whenever the machine was slow.
   */
  async serviceWorkerActive(timeoutMs: number) {
    const active = await this.poll(
      `navigator.serviceWorker.getRegistration().then((r) => !!r?.active && !r.installing && !r.waiting)`,
      timeoutMs,
    );
    if (!active)
      throw new Error(
        `bench: the service worker was not active ${timeoutMs / 1000} s after the visit`,
      );
  }

  /**
   * Until the page is ready (false after `timeoutMs`): one evaluation that the page answers
   * when its measurement script says so. Polled instead, each look ran Playwright's helper
   * script on the page's main thread, 1-3 ms (traced), at times in the middle of the page's
   * start. Through CDP, which the page's Content-Security-Policy does not govern.
   */
  private async untilReady(timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    const answer = this.cdp
      .send('Runtime.evaluate', {
        expression: `new Promise((resolve) => {
          setTimeout(() => resolve(false), ${timeoutMs});
          const wait = () =>
            window.__benchReady ? window.__benchReady.then(() => resolve(true)) : setTimeout(wait, 20);
          wait();
        })`,
        awaitPromise: true,
        returnByValue: true,
      })
      .then(({ result }: { result: { value?: unknown } }) => result.value === true);
    // A page that replaced its document meanwhile ends the evaluation: look again, for the
    // time that is left.
    return answer.catch(() =>
      this.poll('window.__bench?.ready != null', Math.max(0, deadline - Date.now())),
    );
  }

  /**
   * Until `expression` is true in the page. Polled through CDP evaluation, which the page's
   * Content-Security-Policy does not govern, unlike Playwright's waitForFunction (it compiles its
   * predicate in the page, and the production policy forbids that).
   */
  private async poll(expression: string, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const value = await this.page.evaluate(expression).catch(() => false);
      if (value === true) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  }

  async snapshot(script: string): Promise<string> {
    return (await this.page.evaluate(script)) as string;
  }

  private async settle(maxMs: number, workersBefore: number) {
    const quietFor = 300;
    const deadline = Date.now() + maxMs;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      const busy =
        this.recorder.inFlight() > 0 ||
        this.workerRequests()
          .slice(workersBefore)
          .some((r) => r.end === null);
      if (busy) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietFor) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async close() {
    await this.cdp.detach().catch(() => {});
    await this.page.close();
  }
}

export interface VisitOptions {
  importers: ChunkImporters;
  settleMaxMs: number;
}

function summarize(
  state: PageState,
  records: RequestRecord[],
  workerRequests: WorkerRequest[],
  options: VisitOptions,
): VisitMetrics {
  const document = records.find((r) => r.type === 'Document');
  const origin = document?.start ?? records[0]?.start ?? 0;
  const ms = (t: number | null) =>
    t === null ? null : Math.round((t - origin) * 1000 + state.fetchStart);
  // Ready is when the data is on screen: the frame in which the condition held, and not
  // before the page's first paint (the floor's condition holds while it is still parsed).
  const ready =
    state.ready === null ? null : Math.round(Math.max(state.ready, state.fcp ?? state.ready));
  const beforeReady = (t: number | null) => ready !== null && t !== null && (ms(t) ?? 0) <= ready;

  const requests = records.filter((r) => !r.preflight);
  const cacheHits: Record<CacheSource, number> = {
    memory: 0,
    disk: 0,
    prefetch: 0,
    'service-worker': 0,
  };
  for (const r of requests) if (r.cache) cacheHits[r.cache]++;

  /** Each request that crossed the line, by method and address: how each was answered. */
  const asked = new Map<string, string[]>();
  /** What the service worker asked the line for, not its own or the browser's cache. */
  const workerFromLine = new Set(workerRequests.filter((w) => !w.fromCache).map((w) => w.url));
  for (const r of requests) {
    // Asked again but answered by the browser's own cache: no round trip, nothing repeated.
    if (r.cache === 'memory' || r.cache === 'disk') continue;
    // Answered by the service worker, from its cache or the browser's: no round trip either.
    if (r.cache === 'service-worker' && !workerFromLine.has(r.url)) continue;
    // Dropped by the page before any answer came (an <img> the app replaced at once): nothing
    // came twice. The header's logo, already in the HTTP cache, was counted so on two desktop
    // cells (answered at 144 ms, dropped at 886).
    if (r.canceled && r.status === null) continue;
    const key = `${r.method} ${r.url}`;
    const answered = `${r.cache === 'service-worker' ? 'worker from the line' : 'line'} ${r.status ?? (r.failed ? `failed (${r.error ?? 'no reason'})` : 'no answer by the end of the visit')} at ${ms(r.start) ?? '?'} ms`;
    asked.set(key, [...(asked.get(key) ?? []), answered]);
  }
  // With how each was answered: the intermittent ones are otherwise hard to tell apart.
  const repeated = [...asked]
    .filter(([, answers]) => answers.length > 1)
    .map(([key, answers]) => `${key} (${answers.join('; ')})`);

  // The REST API's answers, including the page starts the site's host forwards to it; not the
  // pictures, which are on the API's origin too (Storage).
  const data = requests.filter((r) => new URL(r.url).pathname.startsWith('/rest/v1/'));
  const dataBeforeReady = data.filter((r) => beforeReady(r.start));
  const depth = dataBeforeReady.length
    ? Math.max(...dataBeforeReady.map((r) => dependencyChain(r, records, options.importers).length))
    : null;
  const gating = data
    .filter((r) => r.end !== null && beforeReady(r.end))
    .sort((a, b) => (a.end ?? 0) - (b.end ?? 0))
    .at(-1);
  const link = (r: RequestRecord): ChainLink => ({
    // The anon key in a query string is long and says nothing.
    url: r.url.replace(/([?&]apikey=)[^&]+/, '$1…'),
    type: r.type,
    initiator: r.initiator.type,
    start_ms: ms(r.start) ?? 0,
    end_ms: ms(r.end),
    cache: r.cache,
  });

  const workerBytes = workerRequests.reduce((sum, r) => sum + r.bytes, 0);
  const workerBytesBeforeReady = workerRequests
    .filter((r) => beforeReady(r.end))
    .reduce((sum, r) => sum + r.bytes, 0);
  return {
    ready_ms: ready,
    fcp_ms: state.fcp === null ? null : Math.round(state.fcp),
    lcp_ms: state.lcp === null ? null : Math.round(state.lcp),
    lcp_element: state.lcpElement,
    cls: state.cls,
    bytes: records.reduce((sum, r) => sum + r.bytes, 0) + workerBytes,
    bytes_before_ready:
      records.filter((r) => beforeReady(r.end)).reduce((sum, r) => sum + r.bytes, 0) +
      workerBytesBeforeReady,
    requests: requests.length,
    requests_before_ready: requests.filter((r) => beforeReady(r.start)).length,
    cache_hits: cacheHits,
    service_worker_requests: workerRequests.length,
    preflights: records.filter((r) => r.preflight).length,
    repeated,
    data_depth: depth,
    gating_chain: gating ? dependencyChain(gating, records, options.importers).map(link) : null,
    protocols: [...new Set(records.map((r) => r.protocol).filter((p): p is string => !!p))],
  };
}
