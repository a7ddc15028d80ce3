/**
 * Where a page's cold visit spends its time, for A/B work on one lever: not the bench's figures
 * (`run.ts pages` is), but what lies between the navigation and the largest paint, for builds of
 * several checkouts served side by side on one stack, alternating with the pages' floors.
 *
 *   TRACE_ROOTS=new=.,old=/path/to/worktree npx tsx tests/bench/trace.ts
 *   BENCH_PAGES, BENCH_PROFILES (phone means the cold visit only) and BENCH_RUNS as for run.ts;
 *   TRACE_SECOND=1 traces the second visit instead (after a cold one in the same browser);
 *   TRACE_DEVTOOLS=1 also prints what the renderer did until the largest paint (a DevTools trace,
 *   which slows the visit a little); TRACE_SAVE=dir also writes each of those traces there, one
 *   JSON file per visit, named by page, profile, variant and run; TRACE_SAMPLES=1 adds the
 *   JavaScript's samples to those traces (which function ran when, every 0.1-0.2 ms);
 *   TRACE_REQUESTS=1 lists every request of each visit (start, first byte, last byte, KB, path).
 *
 * Each visit prints, in ms from the navigation: when the stylesheet, the first view's script and
 * the page's answer had arrived (`css`, `view js`, `data`: request sent/last byte), then what
 * the page did with them (`answer`: the start's promise resolved, `ran`: the view's script ran,
 * `sheet`: the stylesheet's load event, `view`: #root's first content), the largest paint and
 * its element. The summary gives each variant's medians and its largest paint ÷ the floor's
 * (and ÷ the first checkout's), each with its 95% bootstrap interval (stats.ts).
 */
import '../setup/node-websocket';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../supabase/local/process-utils';
import { launchBenchBrowser } from './browser';
import { cpuText, recordDevtoolsTrace, type CpuUse } from './devtools-trace';
import { measureBundle } from './bundle';
import { prepareOrigins } from './hosts';
import type { RequestRecord } from './network';
import {
  envList,
  floorPath,
  floorSnapshot,
  pageFileName,
  pagesOptions,
  readAndLeave,
  selectPages,
} from './pages';
import { benchPages, seedTargets } from './readiness';
import { SitesProcess, startStackProcess } from './servers';
import { intervalText, median, medianRatioInterval } from './stats';
import { picturesWhereALeagueKeepsThem } from './stored-pictures';
import { ProfileContext, profiles } from './visit';

/** Runs first in every document: the moments the page's own scripts reach. */
const HOOKS = `(() => {
  const at = (window.__trace = {});
  const now = () => Math.round(performance.now());
  let start;
  Object.defineProperty(window, '__calcettoStart', {
    configurable: true,
    get: () => start,
    set: (value) => {
      start = value;
      at.start ??= now();
      value?.response?.then(() => (at.answer ??= now()), () => {});
    },
  });
  document.addEventListener('load', (event) => {
    const target = event.target;
    if (target instanceof HTMLScriptElement && target.src.includes('first-view-')) at.ran ??= now();
    if (target instanceof HTMLLinkElement && target.rel === 'stylesheet') at.sheet ??= now();
  }, true);
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLScriptElement && node.type === 'module') at.app ??= now();
  }).observe(document, { childList: true, subtree: true });
  new MutationObserver((_, observer) => {
    const root = document.getElementById('root');
    if (!root) return;
    observer.disconnect();
    new MutationObserver((__, inner) => {
      at.view ??= now();
      inner.disconnect();
    }).observe(root, { childList: true });
  }).observe(document, { childList: true, subtree: true });
})()`;

const COLLECT = `new Promise((resolve) => {
  const lcp = [];
  new PerformanceObserver((list) => lcp.push(...list.getEntries()))
    .observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => {
    const span = (pattern) => {
      const entry = performance.getEntriesByType('resource').find((e) => pattern.test(e.name));
      return entry ? [Math.round(entry.startTime), Math.round(entry.responseEnd)] : null;
    };
    const last = lcp.at(-1);
    const element = last?.element;
    const picture = last?.url || null;
    const pictureEntry = picture
      ? performance.getEntriesByType('resource').find((e) => e.name === picture)
      : null;
    const nav = performance.getEntriesByType('navigation')[0];
    const answer = performance.getEntriesByType('resource').find((e) => /\\/rpc\\/page_/.test(e.name));
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    resolve({
      doc: nav ? Math.round(nav.responseEnd) : null,
      picture: pictureEntry
        ? [Math.round(pictureEntry.startTime), Math.round(pictureEntry.responseEnd)]
        : null,
      fcp: fcp ? Math.round(fcp.startTime) : null,
      dataSteps: answer
        ? [answer.connectEnd, answer.requestStart, answer.responseStart].map((t) => Math.round(t))
        : null,
      css: span(/\\.css($|\\?)/),
      font: span(/\\.woff2($|\\?)/),
      script: span(/first-view-/),
      data: span(/\\/rpc\\/page_/),
      ...window.__trace,
      lcp: last ? Math.round(last.startTime) : null,
      candidates: lcp.map((e) =>
        [Math.round(e.startTime), e.element ? e.element.tagName : 'gone', e.size, e.url ? e.url.split('/').pop().slice(0, 12) : ''].join(' '),
      ),
      element: element ? element.tagName + (element.id ? '#' + element.id : '') : null,
    });
  }, 300);
})`;

interface Trace {
  /** The document's last byte and the first contentful paint. */
  doc: number | null;
  fcp: number | null;
  /** The answer's connection ready, request sent, first byte. */
  dataSteps: [number, number, number] | null;
  css: [number, number] | null;
  /** The largest paint's picture, when it is one. */
  picture: [number, number] | null;
  /** The first web font file. */
  font: [number, number] | null;
  script: [number, number] | null;
  data: [number, number] | null;
  /** index.html's start script had asked for the answer. */
  start?: number;
  answer?: number;
  ran?: number;
  sheet?: number;
  view?: number;
  /** The app's entry script was added (its start). */
  app?: number;
  lcp: number | null;
  element: string | null;
  /** Every largest-paint candidate: time, element, size, picture. */
  candidates: string[];
  /** Read from the visit's DevTools trace (`TRACE_DEVTOOLS=1`), not from the page. */
  cpu?: CpuUse;
}

const span = (s: [number, number] | null) => (s ? `${s[0]}/${s[1]}` : '–');
const ms = (value: number | null) => (value === null ? '–' : String(Math.round(value)));

async function main() {
  const roots = (envList('TRACE_ROOTS') ?? ['this=.']).map((entry) => {
    const [name, root] = entry.split('=');
    if (!name || !root) throw new Error(`TRACE_ROOTS: name=checkout, got ${entry}`);
    return { name, root: resolve(root) };
  });
  // A desktop's visit unless told: that is where a lever's few milliseconds show.
  const options = pagesOptions();
  if (!envList('BENCH_PROFILES')) options.profiles = ['desktop'];
  const secondVisit = process.env.TRACE_SECOND === '1';
  const devtools = process.env.TRACE_DEVTOOLS === '1';
  const showRequests = process.env.TRACE_REQUESTS === '1';
  const saveDir = devtools && process.env.TRACE_SAVE ? resolve(process.env.TRACE_SAVE) : null;
  if (saveDir) await mkdir(saveDir, { recursive: true });

  const dataDir = await mkdtemp(join(tmpdir(), 'calcetto-trace-'));
  const stack = await startStackProcess({
    apiPort: 0,
    dbPort: 0,
    dataDir,
    ephemeral: true,
  });
  const origins = await prepareOrigins(join(dataDir, 'hosts'));
  await picturesWhereALeagueKeepsThem(stack, origins.api);
  const hosts = SitesProcess.start(origins, stack.apiUrl);
  const ports: number[] = [];
  try {
    await hosts.apiProxy();
    const phoneLine = await hosts.phoneLine();
    const sites = new Map<string, string>();
    /** Whether each checkout's build has a service worker (an older one may not). */
    const workers = new Map<string, boolean>();
    for (const [index, { name, root }] of roots.entries()) {
      if (!existsSync(join(root, 'package.json')))
        throw new Error(`TRACE_ROOTS: no checkout at ${root}`);
      const distDir = join(dataDir, `dist-${name}`);
      console.log(`· building ${name} (${root})`);
      await measureBundle(root, distDir, { supabaseUrl: origins.api, anonKey: stack.anonKey });
      workers.set(name, existsSync(join(distDir, 'sw.js')));
      const port = index === 0 ? origins.sitePort : await freePort();
      await hosts.site(distDir, port);
      ports.push(port);
      sites.set(name, `https://calcetto.test:${port}`);
    }
    const bench = await launchBenchBrowser(origins);
    const byName = profiles(bench.version);
    const pages = selectPages(
      benchPages(await seedTargets(stack.apiUrl, stack.anonKey)),
      options.pages,
    );
    const visitOptions = { importers: new Map(), settleMaxMs: 1500 };
    try {
      for (const page of pages) {
        // The floor of the first checkout's page, served by every site.
        const first = sites.get(roots[0]!.name)!;
        const html = await floorSnapshot(bench, page, first + page.path, visitOptions);
        for (const port of ports) await hosts.put(port, floorPath(page), html);
        for (const profileName of options.profiles) {
          const traces = new Map<string, Trace[]>();
          const variants = [...sites.keys(), 'floor'];
          for (let run = 0; run < options.runs; run++) {
            for (const variant of run % 2 ? [...variants].reverse() : variants) {
              const url =
                variant === 'floor' ? first + floorPath(page) : sites.get(variant)! + page.path;
              const context = await ProfileContext.open(
                bench,
                byName[profileName],
                page.ready,
                phoneLine,
              );
              try {
                await context.context.addInitScript({ content: HOOKS });
                if (secondVisit) {
                  // As the bench's second visit: the cold one, read for a while, then a new tab.
                  const cold = await context.newTab();
                  await cold.visit(url, visitOptions);
                  await readAndLeave(context, cold, {
                    app: variant !== 'floor',
                    serviceWorker: workers.get(variant) ?? false,
                  });
                }
                const tab = await context.newTab();
                const stopTrace = devtools ? await recordDevtoolsTrace(tab.page) : null;
                await tab.visit(url, visitOptions);
                const trace = (await tab.page.evaluate(COLLECT)) as Trace;
                traces.set(variant, [...(traces.get(variant) ?? []), trace]);
                console.log(
                  `${page.label} ${profileName} ${variant} ${run + 1}: doc ${ms(trace.doc)} ` +
                    `css ${span(trace.css)} font ${span(trace.font)} ` +
                    `view js ${span(trace.script)} start ${trace.start ?? '–'} data ${span(trace.data)}` +
                    `${trace.dataSteps ? ` (${trace.dataSteps.join('/')})` : ''} | answer ` +
                    `${trace.answer ?? '–'} ran ${trace.ran ?? '–'} sheet ${trace.sheet ?? '–'} ` +
                    `view ${trace.view ?? '–'} app ${trace.app ?? '–'} | picture ${span(trace.picture)} fcp ${ms(trace.fcp)} lcp ${trace.lcp ?? '–'} ${trace.element ?? '(element gone)'} [${trace.candidates.join('; ')}]`,
                );
                if (showRequests)
                  for (const line of requestLines(tab.requests())) console.log(`    ${line}`);
                if (stopTrace) {
                  const saved = saveDir
                    ? join(
                        saveDir,
                        `${pageFileName(page)}-${profileName}-${variant}-${run + 1}.json`,
                      )
                    : undefined;
                  const { summary, cpu } = await stopTrace(trace.lcp ?? 1000, saved);
                  console.log(summary);
                  if (cpu) trace.cpu = cpu;
                }
              } finally {
                await context.close();
              }
            }
          }
          const paints = (variant: string) =>
            (traces.get(variant) ?? []).flatMap((t) => (t.lcp === null ? [] : [t.lcp]));
          const [firstVariant] = sites.keys();
          for (const [variant, list] of traces) {
            const lcp = median(list.map((t) => t.lcp));
            const pick = (read: (t: Trace) => number | null | undefined) =>
              ms(median(list.map(read)));
            const vsFloor =
              variant === 'floor' ? null : medianRatioInterval(paints(variant), paints('floor'));
            const vsFirst =
              variant !== 'floor' && variant !== firstVariant
                ? medianRatioInterval(paints(variant), paints(firstVariant!))
                : null;
            console.log(
              `= ${page.label} ${profileName} ${variant}: lcp ${ms(lcp)} ` +
                `(${vsFloor ? intervalText(vsFloor) : variant === 'floor' ? '1.00×' : '–'}` +
                `${vsFirst ? `; against ${firstVariant} ${intervalText(vsFirst)}` : ''}), ` +
                `css ${pick((t) => t.css?.[1])} view js ${pick((t) => t.script?.[1])} ` +
                `data ${pick((t) => t.data?.[1])}, answer ${pick((t) => t.answer)} ` +
                `ran ${pick((t) => t.ran)} view ${pick((t) => t.view)}` +
                cpuMedians(list),
            );
          }
        }
      }
    } finally {
      await bench.close();
    }
  } finally {
    await hosts.stop();
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Every request of a visit, as DevTools saw it (cross-origin ones too, whose resource timing a
 * page cannot read): in ms from the document's request, when it was asked for, its connection's
 * opening (when it opened one), when it was sent, its first and last byte, its status and where
 * it came from (disk, worker), its KB on the line and its path.
 */
function requestLines(records: RequestRecord[]): string[] {
  const zero = records[0]?.start ?? 0;
  const at = (seconds: number | null) =>
    seconds === null ? '–' : String(Math.round((seconds - zero) * 1000));
  return records.map(({ url, start, end, bytes, status, cache, timing }) => {
    const from = (offset: number | undefined) =>
      timing && offset !== undefined && offset >= 0 ? at(timing.requestTime + offset / 1000) : '–';
    const connect =
      timing && timing.connectStart >= 0
        ? ` connect ${from(timing.connectStart)}-${from(timing.connectEnd)}`
        : '';
    const answer = `${status ?? '–'}${cache ? ` ${cache}` : ''}`;
    return `${at(start)}${connect} sent ${from(timing?.sendStart)} first ${from(timing?.receiveHeadersEnd)} last ${at(end)} ${answer} ${(bytes / 1024).toFixed(1)}K ${new URL(url).pathname.slice(0, 60)}`;
  });
}

/** The medians of the visits' CPU until the largest paint (`TRACE_DEVTOOLS=1`), or nothing. */
function cpuMedians(traces: Trace[]): string {
  const uses = traces.flatMap((t) => (t.cpu ? [t.cpu] : []));
  if (!uses.length) return '';
  const of = (read: (use: CpuUse) => number) => median(uses.map(read)) ?? 0;
  return `; cpu ${cpuText({
    main: of((u) => u.main),
    renderer: of((u) => u.renderer),
    browser: of((u) => u.browser),
    gpu: of((u) => u.gpu),
  })} ms`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
