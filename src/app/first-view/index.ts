/**
 * The first view: on a signed-out visit without a stored view (src/lib/last-view.ts), paints
 * the page from the answer index.html started (src/app/page-start.ts) the moment it arrives,
 * before the app's JavaScript has been asked for, which on a phone takes seconds longer.
 * index.html's head asks for the page's script, one per page and language (build/first-view.ts),
 * only for such a visit of a page it paints, and starts the app once the view has painted or
 * given up; the app's first frame replaces the view whole (src/main.tsx). Built without React.
 */
import texts from 'virtual:first-view-texts';
import type { ThemeSettings } from '@/features/theme/api/get-theme';
import { applyBrandColors } from '@/features/theme/utils/branding';
import { followPickers } from '@/app/first-view/league';
import type { FirstViewPage } from '@/app/first-view/html';
import { shell } from '@/app/first-view/shell';
import { translator } from '@/app/first-view/strings';

interface FrameAnswer {
  theme?: Pick<ThemeSettings, 'logo_url' | 'primary_color' | 'secondary_color'> | null;
  bracket?: unknown;
}

/** Whether the view was painted: nothing is when another view or the app already owns #root. */
function paint(page: FirstViewPage, answer: unknown): boolean {
  const state = window.__calcettoLastView;
  const root = document.getElementById('root');
  if (!state || state.shown || state.rendered || !root || root.firstChild || !answer) return false;
  const html = document.documentElement;
  const language = html.lang;
  const strings = texts[language];
  if (!strings) return false;
  const t = translator(language, strings);
  const content = page(t, language, answer);
  if (!content) return false;
  const { theme, bracket } = answer as FrameAnswer;
  applyBrandColors(theme?.primary_color, theme?.secondary_color);
  root.innerHTML = shell(
    {
      t,
      path: location.pathname,
      logoUrl: theme?.logo_url ?? null,
      playoffs: Boolean(bracket),
      dark: html.classList.contains('dark'),
    },
    content,
  ).value;
  state.shown = true;
  followPickers(root, () => !state.rendered);
  return true;
}

/** #root and the last view's verdict come with the rest of the document, after this script. */
const parsed = new Promise<void>((resolve) => {
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', () => resolve());
  else resolve();
});

/** Paints `page` once its answer has arrived, and tells index.html's head whether it did. */
export function startFirstView(page: FirstViewPage) {
  const state = window.__calcettoFirstView;
  const started = window.__calcettoStart;
  if (state && started) {
    Promise.all([started.response, parsed]).then(
      ([answer]) => state.finish(!state.settled && paint(page, answer)),
      () => state.finish(false),
    );
  } else {
    state?.finish(false);
  }
}
