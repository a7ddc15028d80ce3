import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Layers of src/ (bulletproof-react, Feature-Sliced Design's entities): app → features →
// entities → shared. A feature never imports another feature; an entity (one domain object's
// types, keys, reads, writes and rules) never imports a feature; shared code (components,
// hooks, lib, types) imports none of them.
const layerZones = [
  {
    target: './src/features',
    from: './src/app',
    message: 'Features must not import from app/ (app composes features, not the reverse).',
  },
  {
    target: './src/entities',
    from: ['./src/features', './src/app'],
    message: 'Entities must not import features or app (app → features → entities).',
  },
  ...['./src/components', './src/hooks', './src/lib', './src/types'].map((target) => ({
    target,
    from: ['./src/features', './src/app', './src/entities'],
    message: 'Shared code must not import entities, features or app.',
  })),
];

// One zone per feature: it may import itself, but no other feature.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.flatMap((feature) => [
  {
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature must not import another feature; compose them in src/app.',
  },
  // A domain's admin screens sit in its admin/ folder (docs/decisions-entities.md, "Features by
  // domain"): they use the public side, never the reverse, so no public page loads admin code.
  {
    target: [`./src/features/${feature}/!(admin)`, `./src/features/${feature}/!(admin)/**/*`],
    from: `./src/features/${feature}/admin`,
    message: "A feature's public code must not import its admin/ screens (admin uses public).",
  },
]);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'node_modules',
      'supabase/.local',
      'supabase/.temp',
      'tests/artifacts',
      'src/types/database.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: {
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
      import: importPlugin,
    },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.app.json' } },
      'import/internal-regex': '^@/',
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': [
        'warn',
        { allowConstantExport: true, allowExportNames: ['Component', 'loader', 'ErrorBoundary'] },
      ],
      'import/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // shadcn-style primitives export variants and sub-components beside their component.
    files: ['src/components/ui/**/*.tsx'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    files: ['*.{js,ts}', 'supabase/**/*.ts', 'tests/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
);
