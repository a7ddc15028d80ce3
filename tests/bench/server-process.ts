/**
 * The bench's servers in a Node process of their own (`servers.ts` forks it): the stack (its
 * gateway runs in this process) or the static sites and the API's TLS proxy. In the bench's own
 * process they shared one event loop with the Playwright client, which handles a burst of
 * DevTools events for every request of a page load: a page start measured 20–85 ms from request
 * to first byte there, against 9–12 ms for the same request alone. A visitor's browser does not
 * share its CPU time with Supabase's or the host's servers.
 *
 * Requests arrive as IPC messages `{ id, op, args }` and are answered `{ id, result }` or
 * `{ id, error }`.
 */
import '../setup/node-websocket';
import { startStack, type Stack, type StackOptions } from '../../supabase/local/stack';
import { forwarder, startApiProxy, type Forwarder } from './api-proxy';
import { startSite, type BenchOrigins } from './hosts';
import type { StaticHost } from './static-host';
import { SharedCopies } from './shared-copies';
import { startLatencyProxy, type LatencyProxy } from './latency-proxy';

interface Request {
  id: number;
  op: string;
  args: unknown[];
}

let stack: Stack | null = null;
let forward: Forwarder | null = null;
const sites = new Map<number, StaticHost>();
let latency: LatencyProxy | null = null;
const closers: (() => Promise<void>)[] = [];

const ops: Record<string, (...args: never[]) => Promise<unknown>> = {
  /** The stack, quiet: its log cannot cross to the parent as a function. */
  async stack(options: Omit<StackOptions, 'log'>) {
    stack = await startStack({ ...options, log: () => {} });
    const { stop: _stop, ...fields } = stack;
    return fields;
  },
  /** The API's TLS proxy in front of the gateway at `gatewayUrl`. */
  async apiProxy(origins: BenchOrigins, gatewayUrl: string) {
    const { certPem: cert, keyPem: key } = origins.certificate;
    const api = await startApiProxy({ upstream: gatewayUrl, port: origins.apiPort, cert, key });
    closers.push(() => api.close());
  },
  /** A static site for the build in `distDir` on `port`; its page starts go to `gatewayUrl`. */
  async site(origins: BenchOrigins, distDir: string, port: number, gatewayUrl: string) {
    if (!forward) {
      // The page starts' answers kept as the static host's CDN keeps them (run.ts says how to
      // measure without).
      const keep = process.env.BENCH_SHARED_COPIES !== 'off';
      const shared = forwarder(gatewayUrl, keep ? new SharedCopies() : undefined);
      forward = shared;
      closers.push(async () => shared.destroy());
    }
    const { site, headersSource } = await startSite(origins, distDir, port, forward);
    sites.set(port, site);
    closers.push(() => site.close());
    return headersSource;
  },
  /** The phone's line for the browser contexts that go through it (latency-proxy.ts): its port. */
  async latencyProxy() {
    if (!latency) {
      const proxy = (latency = await startLatencyProxy());
      closers.push(() => proxy.close());
    }
    return latency.port;
  },
  async roundTrip(ms: number) {
    latency?.setRoundTrip(ms);
  },
  async put(port: number, pathname: string, content: string) {
    const site = sites.get(port);
    if (!site) throw new Error(`no site on port ${port}`);
    await site.put(pathname, content);
  },
  async close() {
    await Promise.all(closers.splice(0).map((close) => close()));
    await stack?.stop();
    stack = null;
  },
};

process.on('message', (message: Request) => {
  const op = ops[message.op];
  const run = op
    ? (op as (...args: unknown[]) => Promise<unknown>)(...message.args)
    : Promise.reject(new Error(`unknown op ${message.op}`));
  run.then(
    (result) => process.send?.({ id: message.id, result }),
    (error: unknown) =>
      process.send?.({
        id: message.id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  );
});

// The parent gone (a crash, ^C), nothing may be left running.
process.on('disconnect', () => {
  void ops.close!().finally(() => process.exit(0));
});
