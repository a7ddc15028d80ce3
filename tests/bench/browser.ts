import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import WebSocket from 'ws';
import { freePort } from '../../supabase/local/process-utils';
import type { BenchOrigins } from './hosts';
import { CHROMIUM_FLAGS } from '../helpers/chromium-flags';

export interface NetworkConditions {
  offline: false;
  /** Milliseconds added to each request, as Chromium's DevTools throttling does. */
  latency: number;
  /** Bytes per second. */
  downloadThroughput: number;
  uploadThroughput: number;
}

/** A network request made by a service worker (not by the page it serves). */
export interface WorkerRequest {
  url: string;
  /** CDP monotonic seconds, the clock of the page's own network events. */
  start: number;
  end: number | null;
  bytes: number;
  /** Answered by the browser's own cache, not the line. */
  fromCache: boolean;
}

/** What `Network.emulateNetworkConditions` takes to turn throttling off. */
export const NO_THROTTLING = {
  offline: false,
  latency: 0,
  downloadThroughput: -1,
  uploadThroughput: -1,
} as const;

interface CdpMessage {
  id?: number;
  method?: string;
  sessionId?: string;
  params?: Record<string, unknown>;
  error?: { message: string };
}

/**
 * Service workers fetch outside the page: the page's network throttling does not slow their
 * requests, nor do the page's network events show them. This connection attaches to every
 * service worker as it starts (paused until then), gives it the throttling of its browser
 * context and records its requests. (Chromium's CPU throttling applies to pages only.)
 */
export class ServiceWorkers {
  private nextId = 0;
  private readonly conditions = new Map<string, NetworkConditions | null>();
  private readonly requests = new Map<string, Map<string, WorkerRequest>>();
  private readonly contextOfSession = new Map<string, string>();
  private readonly sessionsOf = new Map<string, Set<string>>();

  constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => this.receive(JSON.parse(data.toString()) as CdpMessage));
  }

  static async connect(debuggingPort: number): Promise<ServiceWorkers> {
    const res = await fetch(`http://127.0.0.1:${debuggingPort}/json/version`);
    const { webSocketDebuggerUrl } = (await res.json()) as { webSocketDebuggerUrl: string };
    const socket = new WebSocket(webSocketDebuggerUrl, { perMessageDeflate: false });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const workers = new ServiceWorkers(socket);
    workers.send('Target.setAutoAttach', {
      autoAttach: true,
      waitForDebuggerOnStart: true,
      flatten: true,
      filter: [{ type: 'service_worker', exclude: false }, { exclude: true }],
    });
    return workers;
  }

  /** The throttling for the service workers of one browser context (CDP browserContextId). */
  throttle(browserContextId: string, conditions: NetworkConditions | null) {
    this.conditions.set(browserContextId, conditions);
    for (const session of this.sessionsOf.get(browserContextId) ?? [])
      this.send('Network.emulateNetworkConditions', conditions ?? NO_THROTTLING, session);
  }

  /** The requests the service workers of a context made, in the order they started. */
  requestsOf(browserContextId: string): WorkerRequest[] {
    return [...(this.requests.get(browserContextId)?.values() ?? [])];
  }

  forget(browserContextId: string) {
    this.conditions.delete(browserContextId);
    this.requests.delete(browserContextId);
    this.sessionsOf.delete(browserContextId);
  }

  close() {
    this.socket.close();
  }

  private send(method: string, params: object = {}, sessionId?: string) {
    this.socket.send(JSON.stringify({ id: ++this.nextId, method, params, sessionId }));
  }

  private receive({ method, params, sessionId }: CdpMessage) {
    if (method === 'Target.attachedToTarget' && params) {
      const session = params.sessionId as string;
      const info = params.targetInfo as { browserContextId: string };
      this.contextOfSession.set(session, info.browserContextId);
      const sessions = this.sessionsOf.get(info.browserContextId) ?? new Set();
      this.sessionsOf.set(info.browserContextId, sessions.add(session));
      const conditions = this.conditions.get(info.browserContextId);
      this.send('Network.enable', {}, session);
      if (conditions) this.send('Network.emulateNetworkConditions', conditions, session);
      this.send('Runtime.runIfWaitingForDebugger', {}, session);
      return;
    }
    if (method === 'Target.detachedFromTarget' && params) {
      const session = params.sessionId as string;
      this.sessionsOf.get(this.contextOfSession.get(session) ?? '')?.delete(session);
      this.contextOfSession.delete(session);
      return;
    }
    const context = sessionId && this.contextOfSession.get(sessionId);
    if (!context || !params) return;
    let requests = this.requests.get(context);
    if (!requests) this.requests.set(context, (requests = new Map()));
    const key = `${sessionId}:${String(params.requestId)}`;
    if (method === 'Network.requestWillBeSent') {
      const { url } = params.request as { url: string };
      if (!url.startsWith('data:'))
        requests.set(key, {
          url,
          start: params.timestamp as number,
          end: null,
          bytes: 0,
          fromCache: false,
        });
    } else if (method === 'Network.requestServedFromCache') {
      const request = requests.get(key);
      if (request) request.fromCache = true;
    } else if (method === 'Network.responseReceived') {
      const request = requests.get(key);
      const response = params.response as { fromDiskCache?: boolean };
      if (request && response.fromDiskCache) request.fromCache = true;
    } else if (method === 'Network.loadingFinished' || method === 'Network.loadingFailed') {
      const request = requests.get(key);
      if (!request) return;
      request.end = params.timestamp as number;
      request.bytes = (params.encodedDataLength as number | undefined) ?? 0;
    }
  }
}

/** How long a visitor's browser is left alone once open, before its visit. */
const SETTLE_AFTER_LAUNCH_MS = 500;

/** One visitor's browser: a context of its own, and its service workers' connection. */
export interface Visitor {
  context: BrowserContext;
  serviceWorkers: ServiceWorkers;
  close(): Promise<void>;
}

export interface BenchBrowser {
  /** Chromium's version, e.g. 156.0.8078.129. */
  version: string;
  /** A new visitor, with nothing stored: an empty cache, no service worker, no history. */
  visitor(options: BrowserContextOptions): Promise<Visitor>;
  close(): Promise<void>;
}

const FLAGS = [
  ...CHROMIUM_FLAGS,
  // The bench's host names to this machine. TLS still checks the certificate against the name
  // in the address: SNI and verification use the host name, not the mapped address.
  '--host-resolver-rules=MAP *.test 127.0.0.1',
];

/**
 * Chromium (CHROME_PATH, else Debian's) with HOME set to the folder whose NSS database trusts
 * the bench's CA, and a debugging port of its own for the service worker connection.
 *
 * Each visitor gets a browser of its own, on a new profile folder, as a visitor's browser is: a
 * browser's other contexts (Playwright's `newContext`) are incognito ones, and Chromium acts on
 * no `<link rel=preconnect>` in an incognito window (its loading predictor, which makes those
 * connections, is off there), so a page's hints to open the project's connections early did
 * nothing in the bench. `BENCH_BROWSER=incognito` keeps one browser and a context per visitor.
 */
export async function launchBenchBrowser(origins: BenchOrigins): Promise<BenchBrowser> {
  const executablePath =
    process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : null);
  if (!executablePath) throw new Error('bench: set CHROME_PATH or install Debian chromium');
  const launch = async () => {
    const debuggingPort = await freePort();
    return {
      debuggingPort,
      options: {
        executablePath,
        args: [...FLAGS, `--remote-debugging-port=${debuggingPort}`],
        headless: true,
        env: { ...process.env, HOME: origins.browserHome },
      },
    };
  };
  const shared = await launch();
  const browser = await chromium.launch(shared.options);
  const version = browser.version();
  if (process.env.BENCH_BROWSER === 'incognito') {
    const serviceWorkers = await ServiceWorkers.connect(shared.debuggingPort);
    return {
      version,
      visitor: async (options) => {
        const context = await browser.newContext(options);
        return { context, serviceWorkers, close: () => context.close() };
      },
      close: async () => {
        serviceWorkers.close();
        await browser.close();
      },
    };
  }
  await browser.close();
  const profiles = await mkdtemp(join(tmpdir(), 'calcetto-visitors-'));
  return {
    version,
    visitor: async (options) => {
      const { debuggingPort, options: launchOptions } = await launch();
      const folder = await mkdtemp(join(profiles, 'visitor-'));
      const context = await chromium.launchPersistentContext(folder, {
        ...launchOptions,
        ...options,
      });
      const serviceWorkers = await ServiceWorkers.connect(debuggingPort);
      // A browser just opened still works on its start (60-90 ms of CPU in the quarter second
      // after its first page, measured on the 2-core machine), and its first frame starts the
      // compositor: neither is the visit's, whose browser was open before the address was typed.
      const blank = context.pages()[0] ?? (await context.newPage());
      await blank.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      await blank.close();
      await new Promise((done) => setTimeout(done, SETTLE_AFTER_LAUNCH_MS));
      return {
        context,
        serviceWorkers,
        close: async () => {
          serviceWorkers.close();
          await context.close();
          await rm(folder, { recursive: true, force: true });
        },
      };
    },
    close: () => rm(profiles, { recursive: true, force: true }),
  };
}
