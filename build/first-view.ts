import { resolve } from 'node:path';
import { rolldown, type OutputBundle, type Plugin as RolldownPlugin } from 'rolldown';
import type { Plugin } from 'vite';
import { LANGUAGES } from '../src/lib/languages.ts';
import { firstViewTexts } from './first-view-texts.ts';

const TEXTS_MODULE = 'virtual:first-view-texts';

/** What Vite exposes to client code: the VITE_ variables and its own. */
function clientEnv(env: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(env).filter(
      ([name]) =>
        name.startsWith('VITE_') || ['MODE', 'DEV', 'PROD', 'SSR', 'BASE_URL'].includes(name),
    ),
  );
}

/** The asset name of the first view's script in a language (hashed on output). */
const assetName = (language: string) => `first-view-${language}.js`;

/** The first view's script with the texts of one language: self-contained and minified. */
export async function bundleFirstView(
  root: string,
  language: string,
  env: Record<string, unknown>,
): Promise<string> {
  const texts = firstViewTexts(root)[language];
  if (!texts) throw new Error(`first-view: no texts for ${language}`);
  const virtualTexts: RolldownPlugin = {
    name: 'first-view-texts',
    resolveId: (id) => (id === TEXTS_MODULE ? `\0${TEXTS_MODULE}` : null),
    load: (id) =>
      id === `\0${TEXTS_MODULE}`
        ? `export default ${JSON.stringify({ [language]: texts })};`
        : null,
  };
  const bundle = await rolldown({
    input: resolve(root, 'src/app/first-view/index.ts'),
    platform: 'browser',
    resolve: { alias: { '@': resolve(root, 'src') } },
    plugins: [virtualTexts],
    // As Vite gives them to the app, so that the app's small helpers (src/lib/env.ts,
    // calendar-url.ts) work in the first view too.
    transform: { define: { 'import.meta.env': JSON.stringify(clientEnv(env)) } },
  });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    return output[0].code.trim();
  } finally {
    await bundle.close();
  }
}

/** The first view's script per language in a build's output: `{ it: 'assets/first-view-it-….js' }`. */
export function firstViewFiles(bundle: OutputBundle): Record<string, string> {
  const files: Record<string, string> = {};
  for (const { code } of LANGUAGES) {
    const asset = Object.values(bundle).find(
      (file) => file.type === 'asset' && file.names.includes(assetName(code)),
    );
    if (!asset) throw new Error(`first-view: the build has no ${assetName(code)}`);
    files[code] = asset.fileName;
  }
  return files;
}

/**
 * Production builds only: the first view (src/app/first-view) as one script per language, which
 * index.html's head asks for only on a visit it can paint (build/route-preload.ts). Not inlined:
 * every page and every later visit would download and compile it (measured: 0.2 s of a phone's
 * CPU before a stored view could paint); as a file, hashed and kept by the browser, it shares
 * the connection the document came on and arrives well before the page's answer, which needs a
 * connection of its own to the API.
 */
export function firstView(): Plugin {
  let root = process.cwd();
  let env: Record<string, unknown> = {};
  return {
    name: 'calcetto:first-view',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      env = config.env;
    },
    async buildStart() {
      for (const { code } of LANGUAGES) {
        this.emitFile({
          type: 'asset',
          name: assetName(code),
          source: await bundleFirstView(root, code, env),
        });
      }
    },
  };
}
