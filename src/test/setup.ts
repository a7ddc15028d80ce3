import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { TEST_SUPABASE_ANON_KEY, TEST_SUPABASE_URL } from '@/test/constants';
import { i18n, initTestI18n } from '@/test/i18n';
import { settleRenderedApps } from '@/test/rendered-routers';
import { server } from '@/test/server';

// Before any test imports src/lib/env.ts: tests never reach a real backend, whatever .env.local
// says; MSW answers every request.
vi.stubEnv('VITE_SUPABASE_URL', TEST_SUPABASE_URL);
vi.stubEnv('VITE_SUPABASE_ANON_KEY', TEST_SUPABASE_ANON_KEY);

// Tests render the whole app, and each route is a lazy chunk that Vitest transforms on first
// import; under a full parallel run that can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these browser APIs; Radix and the theme provider use them.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
Element.prototype.hasPointerCapture = () => false;
Element.prototype.releasePointerCapture = () => {};

await initTestI18n();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await settleRenderedApps();
  cleanup();
  server.resetHandlers();
  // Language first: the detector writes it to localStorage, which is then cleared.
  await i18n.changeLanguage('it');
  localStorage.clear();
  document.documentElement.className = '';
  vi.restoreAllMocks();
});
afterAll(() => server.close());
