// Kept apart from browser.ts, which needs Vitest: the bench starts Chromium outside a test run.

/**
 * The features playwright-core (1.65) turns off with its own `--disable-features`. Chromium
 * keeps only the last value of a switch given twice, so a list of ours must repeat Playwright's
 * (tests/e2e/browser-flags.test.ts fails when Playwright's list changes).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 15x gives every new window (each browser context, each new tab of one) a renderer of
 * its own for the address bar's WebUI popup, about a second of CPU each, which a headless
 * browser never shows. On a 2-core machine it ran beside every page the bench measured and
 * every journey the tests drove.
 */
const WINDOW_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

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
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...WINDOW_UI_FEATURES].join(',')}`,
];
