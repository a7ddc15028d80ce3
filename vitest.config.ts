import { defineConfig, type Plugin } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { firstViewTexts } from './build/first-view-texts.ts';
import { leagueDates } from './build/league-dates.ts';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/** The first view's texts module, which the build makes per page (build/first-view.ts): all of them. */
function firstViewTextsModule(): Plugin {
  const id = 'virtual:first-view-texts';
  return {
    name: 'calcetto:first-view-texts',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (resolved) =>
      resolved === `\0${id}`
        ? `export default ${JSON.stringify(firstViewTexts(fileURLToPath(new URL('.', import.meta.url))))};`
        : null,
  };
}

// Three projects, one command: unit/component tests in jsdom, backend tests against the local
// stack (started once per run by the global setup), and browser end-to-end tests.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        plugins: [firstViewTextsModule(), leagueDates()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'tests/bench/**/*.test.ts'],
          setupFiles: ['src/test/setup.ts'],
          css: false,
          // Vitest runs one worker on a two-core machine (cores − 1), so CI ran every file one
          // after another. The unit files share nothing and run alone in their group: two at once.
          maxWorkers: 2,
          // A clean-clone CI run on a busy machine once took a dialog's cancel test (0.3 s alone)
          // past Vitest's default 5 s; a test's time is not what it asserts.
          testTimeout: 15_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        // App code these tests import in Node may write dates (src/lib/dates.ts).
        plugins: [leagueDates()],
        test: {
          name: 'backend',
          environment: 'node',
          include: ['tests/backend/**/*.test.ts', 'supabase/local/**/*.test.ts'],
          globalSetup: ['tests/setup/stack.global.ts'],
          setupFiles: ['tests/setup/node-websocket.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias },
        plugins: [leagueDates()],
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/setup/stack.global.ts', 'tests/setup/preview.global.ts'],
          setupFiles: ['tests/setup/node-websocket.ts', 'tests/setup/csp-violations.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          // A browser journey that fails is run once more before it fails the run; a failure
          // that repeats is real. The one intermittent case seen is listed in the README.
          retry: 1,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
