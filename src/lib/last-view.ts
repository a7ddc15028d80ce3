/**
 * A public page's last view: what a signed-out visitor last saw at an address, kept in
 * localStorage and painted by index.html on the next visit before any of the app's JavaScript
 * has arrived (build/last-view.ts); the app then takes over with fresh data
 * (src/features/offline/last-view.ts). Kept free of imports: the build reads it in Node.
 */

/** Every view is stored under this prefix, then `language:mode:path?query`. */
export const LAST_VIEW_PREFIX = 'calcetto:view:';

/** The stored views' keys, most recent first. */
export const LAST_VIEW_INDEX = 'calcetto:views';

/** How many addresses are remembered; the least recently saved is dropped first. */
export const LAST_VIEW_LIMIT = 12;

/** The <style> element that carries the league's colours (src/features/theme). */
export const BRAND_STYLE_ID = 'brand-theme';

/** Where the light/dark choice is remembered (src/features/theme). */
export const THEME_STORAGE_KEY = 'vite-ui-theme';

export type ColorMode = 'light' | 'dark';

/** One remembered address. `build` ties it to the deploy whose markup and styles it uses. */
export interface StoredView {
  build: string;
  /** The page's markup: the contents of #root. */
  html: string;
  /** The league's colours (the runtime <style> of src/features/theme). */
  brand: string;
}

export function lastViewKey(language: string, mode: ColorMode, href: string): string {
  return `${LAST_VIEW_PREFIX}${language}:${mode}:${href}`;
}

/**
 * What index.html and the app tell each other: the deploy's id, whether a view (stored, or the
 * first view built from the page's answer: src/app/first-view) is on screen, and whether the
 * app has rendered, after which nothing else paints #root.
 */
export interface LastViewState {
  build: string;
  shown: boolean;
  rendered?: boolean;
  /**
   * Set while the first view's later parts (`laterPart`, src/app/first-view/html.ts) are not in
   * yet: builds them and puts them in their places, and says whether any went in (none when
   * the app has replaced the view). index.html's restore script (build/last-view.ts) calls it
   * once the view's first paint is on screen, and starts the app a frame after them.
   */
  putBack?: () => boolean;
}

/**
 * The first view's progress (src/app/first-view), for a page it can paint: index.html's head
 * makes it and asks for the first view's script, which calls `finish` with whether it painted;
 * the head calls it with false if the script fails or is too late. `done` tells which, and
 * index.html starts the app after that.
 */
export interface FirstViewState {
  done: Promise<boolean>;
  settled: boolean;
  finish: (painted: boolean) => void;
  /** The page's frame, painted before the answer on a wide screen (src/app/first-view/shell.ts `pageFrame`). */
  frame?: string;
}

/**
 * How long the app's start (build/last-view.ts) and the first view's other pictures
 * (src/app/first-view) wait, at most, for the view's largest picture to load, so that they do
 * not share a slow line with it: a picture that takes longer on the line holds them back no
 * longer.
 */
export const LARGEST_PICTURE_WAIT_MS = 2500;

/**
 * How long the app waits for the first view at most. The answer usually comes in 1–2 s on a
 * phone; past this the app's own code has long arrived and should run.
 */
export const FIRST_VIEW_GIVE_UP_MS = 3000;
