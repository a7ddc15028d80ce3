import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '../src/app/public-pages';
import { defaultFontFiles, publicChunkFiles, publicNamespaces } from './pwa';

const ROUTES = '/app/src/app/routes';

function chunk(
  fileName: string,
  options: Partial<
    Pick<OutputChunk, 'imports' | 'dynamicImports' | 'isEntry' | 'facadeModuleId'>
  > & {
    css?: string[];
  } = {},
): OutputChunk {
  return {
    type: 'chunk',
    fileName,
    imports: options.imports ?? [],
    dynamicImports: options.dynamicImports ?? [],
    isEntry: options.isEntry ?? false,
    isDynamicEntry: options.facadeModuleId !== undefined && !options.isEntry,
    facadeModuleId: options.facadeModuleId ?? null,
    viteMetadata: { importedCss: new Set(options.css ?? []), importedAssets: new Set() },
  } as unknown as OutputChunk; // only the fields the selection reads
}

function bundleOf(...files: (OutputChunk | OutputAsset)[]): OutputBundle {
  return Object.fromEntries(files.map((file) => [file.fileName, file]));
}

describe('publicChunkFiles', () => {
  const bundle = bundleOf(
    chunk('assets/index.js', {
      isEntry: true,
      imports: ['assets/react.js'],
      dynamicImports: [
        'assets/tables.js',
        'assets/admin-layout.js',
        'assets/login.js',
        'assets/menu.js',
      ],
      css: ['assets/index.css'],
    }),
    chunk('assets/react.js'),
    chunk('assets/menu.js'),
    chunk('assets/tables.js', {
      facadeModuleId: `${ROUTES}/tables.tsx`,
      imports: ['assets/table.js'],
      css: ['assets/tables.css'],
    }),
    chunk('assets/table.js'),
    chunk('assets/admin-layout.js', {
      facadeModuleId: `${ROUTES}/admin/admin-layout.tsx`,
      imports: ['assets/table.js'],
      dynamicImports: ['assets/xlsx.js', 'assets/editor.js'],
    }),
    chunk('assets/xlsx.js'),
    chunk('assets/editor.js'),
    chunk('assets/login.js', { facadeModuleId: `${ROUTES}/login.tsx` }),
  );
  const files = publicChunkFiles(bundle, (id) => id === `${ROUTES}/tables.tsx`, ROUTES);

  it('keeps what the entry and the public pages load, with their CSS', () => {
    expect([...files].sort()).toEqual([
      'assets/index.css',
      'assets/index.js',
      'assets/menu.js',
      'assets/react.js',
      'assets/table.js',
      'assets/tables.css',
      'assets/tables.js',
    ]);
  });

  it('leaves out other routes and what only they load, even when they share chunks', () => {
    for (const file of [
      'assets/admin-layout.js',
      'assets/xlsx.js',
      'assets/editor.js',
      'assets/login.js',
    ])
      expect(files.has(file)).toBe(false);
  });
});

describe('defaultFontFiles', () => {
  it("keeps the entry stylesheet's latin and latin-ext fonts only", () => {
    const css = {
      type: 'asset',
      fileName: 'assets/index.css',
      source:
        '@font-face{src:url(/assets/inter-latin-wght-normal-a.woff2)}' +
        '@font-face{src:url(/assets/inter-latin-ext-wght-normal-b.woff2)}' +
        '@font-face{src:url(/assets/inter-cyrillic-wght-normal-c.woff2)}',
    } as OutputAsset;
    const bundle = bundleOf(
      chunk('assets/index.js', { isEntry: true, css: ['assets/index.css'] }),
      css,
    );
    expect([...defaultFontFiles(bundle)].sort()).toEqual([
      'assets/inter-latin-ext-wght-normal-b.woff2',
      'assets/inter-latin-wght-normal-a.woff2',
    ]);
  });
});

describe('publicNamespaces', () => {
  it("holds every public page's namespaces, the shell's and the offline notice's", () => {
    const namespaces = publicNamespaces();
    for (const page of PUBLIC_PAGES)
      expect(namespaces).toEqual(expect.arrayContaining([...page.namespaces]));
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'errors', 'offline']));
    expect(namespaces.some((ns) => ns.startsWith('admin'))).toBe(false);
  });
});
