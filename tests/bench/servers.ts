import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { Stack, StackOptions } from '../../supabase/local/stack';
import type { BenchHosts, BenchOrigins, PhoneLine } from './hosts';

const root = join(import.meta.dirname, '..', '..');

interface Reply {
  id: number;
  result?: unknown;
  error?: string;
}

/** A `server-process.ts` child and its calls (see there for why the servers run apart). */
class ServerProcess {
  private next = 0;
  private readonly pending = new Map<number, (reply: Reply) => void>();

  private constructor(private readonly child: ChildProcess) {
    child.on('message', (reply: Reply) => {
      this.pending.get(reply.id)?.(reply);
      this.pending.delete(reply.id);
    });
    child.on('exit', (code) => {
      for (const settle of this.pending.values())
        settle({ id: -1, error: `bench server process exited (${code})` });
      this.pending.clear();
    });
  }

  static start(): ServerProcess {
    const child = fork(join(import.meta.dirname, 'server-process.ts'), [], {
      cwd: root,
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return new ServerProcess(child);
  }

  call<T = void>(op: string, ...args: unknown[]): Promise<T> {
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, (reply) =>
        reply.error === undefined ? resolve(reply.result as T) : reject(new Error(reply.error)),
      );
      this.child.send({ id, op, args });
    });
  }

  /** Closes what the process serves and ends it. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    await this.call('close').catch(() => {});
    this.child.disconnect();
    await exited;
  }
}

/** `startStack` in a process of its own; `stop()` ends the process. */
export async function startStackProcess(options: Omit<StackOptions, 'log'>): Promise<Stack> {
  const server = ServerProcess.start();
  try {
    const fields = await server.call<Omit<Stack, 'stop'>>('stack', options);
    return { ...fields, stop: () => server.stop() };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** A process serving static sites (each with its page starts forwarded to `gatewayUrl`). */
export class SitesProcess {
  private constructor(
    private readonly server: ServerProcess,
    private readonly origins: BenchOrigins,
    private readonly gatewayUrl: string,
  ) {}

  static start(origins: BenchOrigins, gatewayUrl: string) {
    return new SitesProcess(ServerProcess.start(), origins, gatewayUrl);
  }

  /** The build in `distDir` on `port`; answers where its headers come from. */
  site(distDir: string, port: number): Promise<string> {
    return this.server.call<string>('site', this.origins, distDir, port, this.gatewayUrl);
  }

  /** The API's TLS proxy on the origins' API port. */
  apiProxy(): Promise<void> {
    return this.server.call('apiProxy', this.origins, this.gatewayUrl);
  }

  put(port: number, pathname: string, content: string): Promise<void> {
    return this.server.call('put', port, pathname, content);
  }

  /**
   * The phone's line (latency-proxy.ts), started once: the proxy's address for a context. Null
   * when `BENCH_LATENCY=devtools` keeps DevTools' per-request latency alone (the bench before
   * 2026-12-07's fourth machine).
   */
  async phoneLine(): Promise<PhoneLine | null> {
    if (process.env.BENCH_LATENCY === 'devtools') return null;
    const port = await this.server.call<number>('latencyProxy');
    return {
      server: `http://127.0.0.1:${port}`,
      roundTrip: (ms) => this.server.call('roundTrip', ms),
    };
  }

  stop(): Promise<void> {
    return this.server.stop();
  }
}

/**
 * The static host for the build in `distDir` and the TLS proxy in front of the stack's gateway,
 * both in a process apart from the bench's browser client.
 */
export async function startHostsProcess(
  origins: BenchOrigins,
  distDir: string,
  gatewayUrl: string,
): Promise<BenchHosts> {
  const sites = SitesProcess.start(origins, gatewayUrl);
  try {
    const headersSource = await sites.site(distDir, origins.sitePort);
    await sites.apiProxy();
    return {
      site: { put: (pathname, content) => sites.put(origins.sitePort, pathname, content) },
      phoneLine: await sites.phoneLine(),
      headersSource,
      close: () => sites.stop(),
    };
  } catch (error) {
    await sites.stop();
    throw error;
  }
}
