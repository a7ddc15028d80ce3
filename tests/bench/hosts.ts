import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { proxyRules, REDIRECTS_FILE } from '../../build/page-start-proxy';
import { freePort } from '../../supabase/local/process-utils';
import type { Forwarder } from './api-proxy';
import { hostHeaders } from './host-headers';
import { startStaticHost, type StaticHost } from './static-host';
import { createCertificate, trustInBrowserHome, type BenchCertificate } from './tls';

/**
 * Two host names, so the site and the API are two origins as in production (the app's requests
 * pay their CORS preflights); the browser resolves both to this machine.
 */
const SITE_HOST = 'calcetto.test';
const API_HOST = 'api.calcetto.test';

export interface BenchOrigins {
  site: string;
  api: string;
  sitePort: number;
  apiPort: number;
  certificate: BenchCertificate;
  /** The browser's home folder, whose NSS database trusts the bench's CA. */
  browserHome: string;
}

/** Ports, certificate and trusted browser home: known before the build, which needs the API URL. */
export async function prepareOrigins(workDir: string): Promise<BenchOrigins> {
  const [sitePort, apiPort] = [await freePort(), await freePort()];
  const certificate = await createCertificate(join(workDir, 'tls'), [SITE_HOST, API_HOST]);
  const browserHome = join(workDir, 'browser-home');
  await mkdir(browserHome, { recursive: true });
  await trustInBrowserHome(browserHome, certificate.caPem);
  return {
    site: `https://${SITE_HOST}:${sitePort}`,
    api: `https://${API_HOST}:${apiPort}`,
    sitePort,
    apiPort,
    certificate,
    browserHome,
  };
}

/** The phone's line: a proxy its contexts use, and the round trip it adds (latency-proxy.ts). */
export interface PhoneLine {
  server: string;
  roundTrip(ms: number): Promise<void>;
}

export interface BenchHosts {
  site: { put(pathname: string, content: string): Promise<void> };
  /** Null when the phone's latency is DevTools' alone (`BENCH_LATENCY=devtools`). */
  phoneLine: PhoneLine | null;
  /** Where the served headers come from (build/hosting-headers.ts or the bench's own rules). */
  headersSource: string;
  close(): Promise<void>;
}

/**
 * The static host for the build in `distDir` on `port`, forwarding the page starts the build's
 * rules send through the site to the API: what a deploy of that build serves.
 */
export async function startSite(
  origins: BenchOrigins,
  distDir: string,
  port: number,
  forward: Forwarder,
): Promise<{ site: StaticHost; headersSource: string }> {
  const { certPem: cert, keyPem: key } = origins.certificate;
  const { headersFor, source } = await hostHeaders(distDir);
  // The build's rules name the API by its public origin, which is this machine's gateway.
  const rules = await readFile(join(distDir, REDIRECTS_FILE), 'utf8').then(proxyRules, () => []);
  const toApi = rules.filter((rule) => rule.to === `${origins.api}${rule.from}`);
  if (toApi.length !== rules.length)
    throw new Error(`bench: a proxy rule of the build does not lead to ${origins.api}`);
  const site = await startStaticHost({
    root: distDir,
    port,
    cert,
    key,
    headersFor,
    forward: { paths: new Set(toApi.map((rule) => rule.from)), handle: forward.handle },
  });
  return { site, headersSource: source };
}
