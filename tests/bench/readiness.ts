/**
 * When a page counts as ready: its own data is on screen, not a skeleton. Each condition reads
 * the DOM the page components render (src/app/routes, src/features), by structure and links,
 * never by text, so it holds in every language, and it holds on the first paint of the page's
 * static copy (the floor) as well.
 */

/** `selector` matches at least `min` elements (with `text` characters of text each), or at most `max`. */
export type Requirement =
  { selector: string; min: number; text?: number } | { selector: string; max: number };

export interface BenchPage {
  /** The page as the results name it: `/teams/{id}` rather than one team's address. */
  label: string;
  /** The address measured. */
  path: string;
  ready: Requirement[];
}

/** No skeleton left where data was awaited (src/components/ui/skeleton.tsx, `data-loading`). */
const NO_SKELETON: Requirement = {
  selector: 'main .animate-pulse, main [data-loading="true"]',
  max: 0,
};

export interface SeedTargets {
  teamId: number;
  playerId: number;
  articleSlug: string;
}

export function benchPages({ teamId, playerId, articleSlug }: SeedTargets): BenchPage[] {
  return [
    {
      label: '/',
      path: '/',
      // The home widgets' data: upcoming matches, the league table, the news, no placeholder.
      ready: [
        { selector: 'main a[href^="/matches/"]', min: 1 },
        { selector: 'main table tbody tr', min: 3 },
        { selector: 'main a[href^="/news/"]', min: 1 },
        NO_SKELETON,
      ],
    },
    {
      label: '/tables',
      path: '/tables',
      ready: [{ selector: 'main table tbody a[href^="/teams/"]', min: 8 }],
    },
    {
      label: '/matches',
      path: '/matches',
      ready: [{ selector: 'main a[href^="/matches/"]', min: 4 }],
    },
    {
      label: '/statistics',
      path: '/statistics',
      ready: [{ selector: 'main table tbody a[href^="/players/"]', min: 5 }],
    },
    {
      label: '/teams/{id}',
      path: `/teams/${teamId}`,
      // The team's name, its squad and its matches.
      ready: [
        { selector: 'main h1:not(.sr-only)', min: 1, text: 1 },
        { selector: 'main a[href^="/players/"]', min: 3 },
        { selector: 'main a[href^="/matches/"]', min: 1 },
      ],
    },
    {
      label: '/players/{id}',
      path: `/players/${playerId}`,
      // The player's name, facts and numbers (goals, matches, average) without placeholders.
      ready: [
        { selector: 'main h1:not(.sr-only)', min: 1, text: 1 },
        { selector: 'main dl dd', min: 7, text: 1 },
        { selector: 'main dl .animate-pulse, main dl [data-loading="true"]', max: 0 },
      ],
    },
    {
      label: '/news',
      path: '/news',
      ready: [{ selector: 'main a[href^="/news/"]', min: 3 }],
    },
    {
      label: '/news/{slug}',
      path: `/news/${articleSlug}`,
      // The article's title and body text.
      ready: [
        { selector: 'main article h1', min: 1, text: 1 },
        { selector: 'main article p', min: 2, text: 20 },
      ],
    },
  ];
}

async function getJson<T>(apiUrl: string, anonKey: string, path: string): Promise<T> {
  const res = await fetch(`${apiUrl}/rest/v1/${path}`, { headers: { apikey: anonKey } });
  if (!res.ok) throw new Error(`bench: GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * The pages with an id or slug, filled from the demo seed through the API: the top scorer, his
 * team (it has a squad and matches) and the newest published article.
 */
export async function seedTargets(apiUrl: string, anonKey: string): Promise<SeedTargets> {
  const goals = await getJson<{ player_id: number }[]>(
    apiUrl,
    anonKey,
    'goals?select=player_id&own_goal=is.false&player_id=not.is.null',
  );
  const tally = new Map<number, number>();
  for (const { player_id } of goals) tally.set(player_id, (tally.get(player_id) ?? 0) + 1);
  const [playerId] = [...tally].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [];
  if (playerId === undefined) throw new Error('bench: the seed has no goals');
  const [player] = await getJson<{ team_id: number | null }[]>(
    apiUrl,
    anonKey,
    `players?select=team_id&id=eq.${playerId}`,
  );
  const [article] = await getJson<{ slug: string }[]>(
    apiUrl,
    anonKey,
    'articles?select=slug&status=eq.published&order=pinned.desc,published_at.desc&limit=1',
  );
  if (!player?.team_id || !article) throw new Error('bench: the seed has no team or article');
  return { teamId: player.team_id, playerId, articleSlug: article.slug };
}

/**
 * The script every measured document runs first: it stamps `ready` in the first animation frame
 * in which the page's condition holds (checked once per frame after the DOM changed) and
 * resolves `window.__benchReady` then, and it collects FCP, LCP and CLS (session windows, as the
 * Web Vitals define it). Plain JavaScript in a string: the page must not depend on helpers of
 * the bench's own compiled code.
 */
export function measurementScript(ready: Requirement[]): string {
  return `(() => {
  const requirements = ${JSON.stringify(ready)};
  const state = { ready: null, fcp: null, lcp: null, lcpElement: null, cls: 0 };
  Object.defineProperty(window, '__bench', { value: state });
  let markReady;
  Object.defineProperty(window, '__benchReady', { value: new Promise((resolve) => { markReady = resolve; }) });
  const holds = () => requirements.every((r) => {
    const nodes = document.querySelectorAll(r.selector);
    if ('max' in r) return nodes.length <= r.max;
    let count = 0;
    for (const node of nodes) if ((node.textContent || '').trim().length >= (r.text || 0)) count++;
    return count >= r.min;
  });
  let frame = 0;
  const check = () => {
    frame = 0;
    if (state.ready !== null) return;
    if (holds()) { state.ready = performance.now(); observer.disconnect(); markReady(); }
  };
  const observer = new MutationObserver(() => { if (!frame) frame = requestAnimationFrame(check); });
  observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {}
  };
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') state.fcp = e.startTime; });
  observe('largest-contentful-paint', (e) => {
    state.lcp = e.startTime;
    const el = e.element;
    state.lcpElement = el
      ? el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + ' "' + (el.textContent || el.getAttribute('src') || '').trim().slice(0, 40) + '"'
      : null;
  });
  let windowValue = 0, first = 0, last = 0;
  observe('layout-shift', (e) => {
    if (e.hadRecentInput) return;
    if (windowValue && (e.startTime - last > 1000 || e.startTime - first > 5000)) windowValue = 0;
    if (!windowValue) first = e.startTime;
    windowValue += e.value;
    last = e.startTime;
    state.cls = Math.max(state.cls, windowValue);
  });
})();`;
}

/**
 * The page as it is on screen, as static HTML for the floor: no script (nor module or script
 * preloads, nor data preloads), the same stylesheets, inline styles, fonts and images, every
 * address made absolute so the copy renders the same from /__floor/.
 */
export const SNAPSHOT_SCRIPT = `(() => {
  const root = document.documentElement.cloneNode(true);
  root.querySelectorAll('script, link[rel~="modulepreload"], link[rel~="preload"][as="script"], link[rel~="preload"][as="fetch"], link[rel~="prefetch"]')
    .forEach((el) => el.remove());
  const absolute = (value) => {
    try {
      const url = new URL(value, document.baseURI);
      return url.origin === location.origin ? url.pathname + url.search + url.hash : url.href;
    } catch { return value; }
  };
  for (const attr of ['src', 'href', 'poster']) {
    root.querySelectorAll('[' + attr + ']').forEach((el) => el.setAttribute(attr, absolute(el.getAttribute(attr))));
  }
  root.querySelectorAll('[srcset]').forEach((el) => {
    const set = el.getAttribute('srcset').split(',').map((part) => {
      const [url, ...size] = part.trim().split(/\\s+/);
      return [absolute(url), ...size].join(' ');
    });
    el.setAttribute('srcset', set.join(', '));
  });
  // A connection opened early for the API serves nothing here, unless an image comes from it.
  const used = new Set([...root.querySelectorAll('[src], link[rel~="stylesheet"][href], link[rel~="preload"][href]')]
    .map((el) => { try { return new URL(el.getAttribute('src') || el.getAttribute('href'), location.href).origin; } catch { return ''; } }));
  root.querySelectorAll('link[rel~="preconnect"], link[rel~="dns-prefetch"]').forEach((el) => {
    if (!used.has(new URL(el.getAttribute('href'), location.href).origin)) el.remove();
  });
  return '<!doctype html>\\n' + root.outerHTML;
})()`;
