import { resolve } from 'node:path';
import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { PUBLIC_PAGES } from '../src/app/public-pages.ts';
import { INITIAL_NAMESPACES } from '../src/lib/languages.ts';

type ManifestTransform = NonNullable<
  VitePWAOptions['injectManifest']['manifestTransforms']
>[number];

/** The default theme's primary colour (src/index.css): the browser's toolbar when installed. */
const THEME_COLOR = '#18181b';

/** The status UI's own namespace (src/features/offline). */
const OFFLINE_NAMESPACE = 'offline';

/** Translation namespaces a public page can use: precached in every language (a few KB each). */
export function publicNamespaces(): string[] {
  return [
    ...new Set([
      ...INITIAL_NAMESPACES,
      ...PUBLIC_PAGES.flatMap((page) => page.namespaces),
      OFFLINE_NAMESPACE,
    ]),
  ];
}

/**
 * The chunks (and their CSS) that the public pages can load: everything the entry reaches
 * through static and dynamic imports, except route modules that are not public pages (the admin
 * area, sign-in, profile) and what only they reach (the editor, spreadsheet import, …).
 */
export function publicChunkFiles(
  bundle: OutputBundle,
  isPublicRoute: (moduleId: string) => boolean,
  routesDir: string,
): Set<string> {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const isPrivateRoute = (chunk: OutputChunk) => {
    const id = chunk.facadeModuleId?.replaceAll('\\', '/');
    return (
      chunk.isDynamicEntry &&
      id !== undefined &&
      id.startsWith(`${routesDir}/`) &&
      !isPublicRoute(id)
    );
  };
  const files = new Set<string>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || files.has(chunk.fileName) || isPrivateRoute(chunk)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const file of [...chunk.imports, ...chunk.dynamicImports]) visit(byFile.get(file));
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
  return files;
}

/**
 * The default font's files for the languages the site speaks (latin, latin-ext subsets), from
 * the stylesheets the entry loads. Other subsets and the theme's optional fonts are cached when
 * first used instead (sw.ts).
 */
export function defaultFontFiles(bundle: OutputBundle): Set<string> {
  const entryCss = Object.values(bundle)
    .filter((file): file is OutputChunk => file.type === 'chunk' && file.isEntry)
    .flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]);
  const fonts = new Set<string>();
  for (const name of entryCss) {
    const css = bundle[name] as OutputAsset | undefined;
    const source = typeof css?.source === 'string' ? css.source : '';
    for (const [, file] of source.matchAll(/\/(assets\/[^)"'\s]+-latin-[^)"'\s]*\.woff2)/g))
      if (file) fonts.add(file);
  }
  return fonts;
}

/**
 * Files from public/ that the app needs, besides the translations (vite-plugin-pwa adds the web
 * app manifest and its icons itself).
 */
const STATIC_FILES = /^(index\.html|favicon\.svg)$/;

/**
 * The service worker and web app manifest (vite-plugin-pwa, injectManifest: the worker is
 * src/features/offline/worker/sw.ts). The precache list is cut down from everything built to what
 * a signed-out visitor can use: the shell, the public pages' chunks and CSS, the default font,
 * the public namespaces' translations in every language, the icons. Never admin code.
 */
export function pwa(): Plugin[] {
  let root = process.cwd();
  let precache: Set<string> | null = null;
  const translations = new RegExp(`^locales/[^/]+/(${publicNamespaces().join('|')})\\.json$`);

  const keepPublic: ManifestTransform = (entries) => {
    if (!precache) throw new Error('pwa: the app bundle was not seen before the service worker');
    const selected = precache;
    const manifest = entries.filter(
      ({ url }) => selected.has(url) || translations.test(url) || STATIC_FILES.test(url),
    );
    return { manifest, warnings: [] };
  };

  const selection: Plugin = {
    name: 'calcetto:pwa-precache',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const routesDir = resolve(root, 'src/app/routes').replaceAll('\\', '/');
      const publicRoutes = new Set(
        [
          ...PUBLIC_PAGES.flatMap((page) => [
            `${page.page}.tsx`,
            ...('data' in page ? [`${page.data}.ts`] : []),
          ]),
          'not-found.tsx',
        ].map((file) => `${routesDir}/${file}`),
      );
      precache = new Set([
        ...publicChunkFiles(bundle, (id) => publicRoutes.has(id), routesDir),
        ...defaultFontFiles(bundle),
      ]);
    },
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'theme-color', content: THEME_COLOR }, injectTo: 'head' },
      {
        tag: 'link',
        attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
        injectTo: 'head',
      },
    ],
  };

  return [
    selection,
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/features/offline/worker',
      filename: 'sw.ts',
      // The page registers the worker itself, after its data has shown, and asks before
      // switching to a new version (src/features/offline/register.ts).
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        // A classic script: module service workers are not supported everywhere yet.
        rollupFormat: 'iife',
        globPatterns: ['**/*.{html,js,css,json,woff2,svg}'],
        manifestTransforms: [keepPublic],
      },
      manifest: {
        // The league's own name lives in the database, unknown when this file is written; the
        // home screen shows the app's name, the site inside shows the league's.
        name: 'Calcetto',
        short_name: 'Calcetto',
        description: 'Risultati, classifiche, playoff e notizie della lega di calcio a 5',
        lang: 'it',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: THEME_COLOR,
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: 'icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
    }),
  ];
}
