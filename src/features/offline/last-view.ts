import {
  BRAND_STYLE_ID,
  LAST_VIEW_INDEX,
  LAST_VIEW_LIMIT,
  LAST_VIEW_PREFIX,
  lastViewKey,
  type ColorMode,
  type FirstViewState,
  type LastViewState,
  type StoredView,
} from '@/lib/last-view';
import { STATUS_ICON_CLASS, STATUS_PILL_CLASS } from '@/features/offline/status-pill';

declare global {
  interface Window {
    /** Set by index.html's restore script (build/last-view.ts); absent in development. */
    __calcettoLastView?: LastViewState;
    /** Set by the first view in index.html (src/app/first-view) on a page it can paint. */
    __calcettoFirstView?: FirstViewState;
    /** Asks for the app's code; left by index.html for later on a page the first view paints. */
    __calcettoLoadApp?: (() => void) | null;
  }
}

/**
 * Parts of the page that belong to a moment, not to the address (toasts, and what opts out), and
 * the lists made for paper only: a third of /matches' markup, which a view painted on a phone
 * screen before the app would only have to read from storage and parse.
 */
const TRANSIENT = '[data-sonner-toaster], [data-last-view="skip"], [data-print-list]';

/** Whether index.html painted a view (stored, or the first view) that the app is about to replace. */
export function lastViewShown(): boolean {
  return window.__calcettoLastView?.shown === true;
}

/** Whether the first view (src/app/first-view) will paint once the page's answer arrives. */
export function firstViewAwaited(): boolean {
  return window.__calcettoFirstView?.settled === false;
}

/** From now on the app owns #root: neither view may paint it. */
export function markAppRendered(): void {
  const state = window.__calcettoLastView;
  if (state) state.rendered = true;
}

function storedKeys(): string[] {
  try {
    const keys: unknown = JSON.parse(localStorage.getItem(LAST_VIEW_INDEX) ?? '[]');
    return Array.isArray(keys) ? keys.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/** Drops every stored view (a visitor who signs in sees a personal page from then on). */
export function forgetLastViews(): void {
  for (const key of storedKeys()) localStorage.removeItem(key);
  localStorage.removeItem(LAST_VIEW_INDEX);
}

/**
 * The "updating…" pill of CacheStatusNotice, as static markup: a stored view is a copy, and says
 * so until the app replaces it with the page's fresh data.
 */
function updatingNotice(text: string): HTMLElement {
  const notice = document.createElement('div');
  notice.setAttribute('role', 'status');
  notice.className = STATUS_PILL_CLASS;
  // lucide's LoaderCircle as markup: rendering the React icon here would need react-dom/server.
  notice.innerHTML = `<svg aria-hidden="true" class="${STATUS_ICON_CLASS} animate-spin" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M21 12a9 9 0 1 1-6.219-8.56"/></svg>`;
  const label = document.createElement('span');
  label.textContent = text;
  notice.append(label);
  return notice;
}

/**
 * Keeps what `root` shows now as the view of `href` for the next visit, newest first, at most
 * LAST_VIEW_LIMIT addresses, with the "updating…" notice in `view.updating`. Does nothing
 * outside a production build (no restore script there).
 */
export function saveLastView(
  root: HTMLElement,
  view: { href: string; language: string; mode: ColorMode; updating: string },
): void {
  const build = window.__calcettoLastView?.build;
  if (!build) return;
  const copy = root.cloneNode(true) as HTMLElement;
  // A picker's choice is a property, which markup does not carry: write it as an attribute.
  const pickers = root.querySelectorAll('select');
  copy.querySelectorAll('select').forEach((picker, i) => {
    const value = pickers[i]?.value;
    for (const option of picker.options) option.toggleAttribute('selected', option.value === value);
  });
  for (const node of copy.querySelectorAll(TRANSIENT)) node.remove();
  copy.append(updatingNotice(view.updating));
  const stored: StoredView = {
    build,
    html: copy.innerHTML,
    brand: document.getElementById(BRAND_STYLE_ID)?.textContent ?? '',
  };
  const key = lastViewKey(view.language, view.mode, view.href);
  const keys = [key, ...storedKeys().filter((k) => k !== key && k.startsWith(LAST_VIEW_PREFIX))];
  for (const dropped of keys.splice(LAST_VIEW_LIMIT)) localStorage.removeItem(dropped);
  try {
    localStorage.setItem(key, JSON.stringify(stored));
    localStorage.setItem(LAST_VIEW_INDEX, JSON.stringify(keys));
  } catch {
    // Storage full (or refused): a view is a convenience, the space is the visitor's.
    localStorage.removeItem(key);
    forgetLastViews();
  }
}
