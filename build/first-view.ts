import { resolve } from 'node:path';
import { rolldown, type Plugin as RolldownPlugin } from 'rolldown';
import type { Plugin } from 'vite';
import { firstViewTexts } from './first-view-texts.ts';

const TEXTS_MODULE = 'virtual:first-view-texts';

/** The first view's script: self-contained, minified, ready to inline. */
export async function bundleFirstView(root: string): Promise<string> {
  const texts = firstViewTexts(root);
  const virtualTexts: RolldownPlugin = {
    name: 'first-view-texts',
    resolveId: (id) => (id === TEXTS_MODULE ? `\0${TEXTS_MODULE}` : null),
    load: (id) => (id === `\0${TEXTS_MODULE}` ? `export default ${JSON.stringify(texts)};` : null),
  };
  const bundle = await rolldown({
    input: resolve(root, 'src/app/first-view/index.ts'),
    platform: 'browser',
    resolve: { alias: { '@': resolve(root, 'src') } },
    plugins: [virtualTexts],
  });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    const code = output[0].code.trim();
    // Inlined in a <script> element, which would end at the first "</script".
    if (/<\/script/i.test(code)) throw new Error('first-view: the script contains "</script"');
    return code;
  } finally {
    await bundle.close();
  }
}

/**
 * Production builds only: the first view (src/app/first-view) inlined at the end of index.html's
 * head. A file of its own would share a phone's slow line with the app's scripts and arrive
 * after the page's answer (measured: the table painted 2 s after its data had arrived); inline,
 * it costs about 8 KB of the document (gzip) and is there when the answer arrives.
 */
export function firstView(): Plugin {
  let root = process.cwd();
  let code: string | null = null;
  return {
    name: 'calcetto:first-view',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      code = await bundleFirstView(root);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || !code) return;
        if (!html.includes('</head>')) throw new Error('first-view: index.html has no </head>');
        return html.replace('</head>', `  <script>${code}</script>\n  </head>`);
      },
    },
  };
}
