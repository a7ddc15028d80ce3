// Kept apart from browser.ts, which needs Vitest: the bench starts Chromium outside a test run.
/** The flags every headless Chromium of the tests and the bench starts with. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
