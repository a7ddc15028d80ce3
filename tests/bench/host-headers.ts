import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export type HeadersFor = (pathname: string) => Record<string, string>;

/** The production hosting headers (cache rules, CSP, security headers), when the repository has them. */
const HOSTING_HEADERS = join(import.meta.dirname, '..', '..', 'build', 'hosting-headers.ts');

/** The cache rules: hashed files kept a year, everything else asked again every time. */
const cacheRules: HeadersFor = (pathname) => ({
  'Cache-Control': pathname.startsWith('/assets/')
    ? 'public, max-age=31536000, immutable'
    : 'no-cache',
});

/**
 * The headers the bench's static host sends for each path, and where they came from. The one
 * place that decides them: the production configuration in build/hosting-headers.ts when it
 * exists and the build wrote its policy, the bare cache rules otherwise (an older checkout).
 */
export async function hostHeaders(
  distDir: string,
): Promise<{ headersFor: HeadersFor; source: string }> {
  if (existsSync(HOSTING_HEADERS)) {
    const hosting = (await import(pathToFileURL(HOSTING_HEADERS).href)) as {
      siteHeaders?: (dist: string) => Promise<HeadersFor>;
    };
    const headersFor = await hosting.siteHeaders?.(distDir).catch(() => null);
    if (headersFor) return { headersFor, source: 'build/hosting-headers.ts' };
  }
  return { headersFor: cacheRules, source: 'bench cache rules' };
}
