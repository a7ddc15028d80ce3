import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';

type Chunk = Rollup.OutputChunk;

/** For each chunk's path (`/assets/x.js`), the chunks that import it. */
export type ChunkImporters = Map<string, string[]>;

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gz = (code: string) => gzipSync(code, { level: 9 }).length;

/**
 * Builds the app as production would, against the bench stack's API as the browser reaches it
 * (`supabaseUrl`, the TLS proxy), and reads the bundler's own chunk graph: what `/` loads before
 * any lazy route, and where admin, xlsx and the share images' and charts' code ended up.
 */
export async function measureBundle(
  root: string,
  outDir: string,
  api: { supabaseUrl: string; anonKey: string },
) {
  process.env.VITE_SUPABASE_URL = api.supabaseUrl;
  process.env.VITE_SUPABASE_ANON_KEY = api.anonKey;
  const built = await build({
    root,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  // A plugin may add builds of its own (a service worker); the app's is the one of index.html.
  const outputs = [built].flat() as Rollup.RollupOutput[];
  const isApp = (c: Chunk) => c.isEntry && !!c.facadeModuleId?.endsWith('index.html');
  const output =
    outputs.find((o) => o.output.some((c) => c.type === 'chunk' && isApp(c))) ?? outputs[0]!;
  const chunks = new Map(
    output.output.filter((o): o is Chunk => o.type === 'chunk').map((c) => [c.fileName, c]),
  );
  const entry = [...chunks.values()].find(isApp) ?? [...chunks.values()].find((c) => c.isEntry);
  if (!entry) throw new Error('no entry chunk');
  const initial = new Set<string>();
  const visit = (name: string) => {
    if (initial.has(name)) return;
    initial.add(name);
    for (const dep of chunks.get(name)?.imports ?? []) visit(dep);
  };
  visit(entry.fileName);
  const initialChunks = [...initial].map((n) => chunks.get(n)!).filter(Boolean);
  const initialModules = initialChunks.flatMap((c) => c.moduleIds);
  const lazy = [...chunks.values()].filter((c) => !initial.has(c.fileName));
  const largestLazy = lazy
    .map((c) => ({ name: c.fileName, kb: kb(gz(c.code)) }))
    .sort((a, b) => b.kb - a.kb)[0];
  // Who imports each chunk (statically or with import()), by the address it is served at.
  const importers: ChunkImporters = new Map();
  for (const chunk of chunks.values()) {
    for (const dep of [...chunk.imports, ...chunk.dynamicImports]) {
      const list = importers.get(`/${dep}`) ?? [];
      importers.set(`/${dep}`, [...list, `/${chunk.fileName}`]);
    }
  }
  const summary = {
    home_initial_js_gzip_kb: kb(initialChunks.reduce((sum, c) => sum + gz(c.code), 0)),
    initial_chunks: initialChunks.map((c) => c.fileName),
    largest_route_chunk_gzip_kb: largestLazy?.kb ?? 0,
    largest_route_chunk: largestLazy?.name ?? null,
    admin_in_initial: initialModules.some((id) =>
      /src\/(features\/admin|app\/routes\/admin)/.test(id),
    ),
    xlsx_in_initial: initialModules.some((id) => /node_modules\/(xlsx|@e965\/xlsx)\//.test(id)),
    // Issue 15's extras load when asked for: none of them on the first page's path.
    extras_in_initial: initialModules.some((id) =>
      /src\/features\/(share-image|season-charts)\/|node_modules\/@visx\//.test(id),
    ),
    chunks: chunks.size,
  };
  return { summary, importers };
}
