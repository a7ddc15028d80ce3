import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import type { Stack } from '../../supabase/local/stack';

type Chunk = Rollup.OutputChunk;

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gz = (code: string) => gzipSync(code, { level: 9 }).length;

/**
 * Builds the app as production would (against the bench stack) and reads the bundler's own
 * chunk graph: what `/` loads before any lazy route, and where admin and xlsx code ended up.
 */
export async function measureBundle(root: string, outDir: string, stack: Stack) {
  process.env.VITE_SUPABASE_URL = stack.apiUrl;
  process.env.VITE_SUPABASE_ANON_KEY = stack.anonKey;
  const output = (await build({
    root,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  })) as Rollup.RollupOutput;
  const chunks = new Map(
    output.output.filter((o): o is Chunk => o.type === 'chunk').map((c) => [c.fileName, c]),
  );
  const entry = [...chunks.values()].find((c) => c.isEntry);
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
  return {
    home_initial_js_gzip_kb: kb(initialChunks.reduce((sum, c) => sum + gz(c.code), 0)),
    initial_chunks: initialChunks.map((c) => c.fileName),
    largest_route_chunk_gzip_kb: largestLazy?.kb ?? 0,
    largest_route_chunk: largestLazy?.name ?? null,
    admin_in_initial: initialModules.some((id) =>
      /src\/(features\/admin|app\/routes\/admin)/.test(id),
    ),
    xlsx_in_initial: initialModules.some((id) => /node_modules\/(xlsx|@e965\/xlsx)\//.test(id)),
    chunks: chunks.size,
  };
}
