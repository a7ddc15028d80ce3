/**
 * The first view: on a visit without a stored view (src/lib/last-view.ts), paints the page from
 * the answer index.html started (src/app/page-start.ts) the moment it arrives, before the app's
 * JavaScript has run, which on a phone takes seconds longer. index.html starts the app once the
 * first view has painted or given up, and the app's first frame replaces the view whole
 * (src/main.tsx). Built without React and inlined in index.html's head by build/first-view.ts.
 */
import texts from 'virtual:first-view-texts';
import type { ThemeSettings } from '@/features/theme/api/get-theme';
import { applyBrandColors } from '@/features/theme/utils/branding';
import { FALLBACK_LANGUAGE } from '@/lib/languages';
import type { FirstViewState } from '@/lib/last-view';
import { followPickers } from '@/app/first-view/league';
import { firstViewPage, type FirstViewPage } from '@/app/first-view/pages';
import { shell } from '@/app/first-view/shell';
import { translator } from '@/app/first-view/strings';

/**
 * How long the app waits for the first view at most. The answer usually comes in 1–2 s on a
 * phone; past this the app's own code has long arrived and should run.
 */
const GIVE_UP_MS = 3000;

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
  const language = html.lang in texts ? html.lang : FALLBACK_LANGUAGE;
  const t = translator(language, texts[language] ?? {});
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

const started = window.__calcettoStart;
const page = firstViewPage(location.pathname);
if (started && page) {
  const state: FirstViewState = {
    settled: false,
    done: new Promise<boolean>((resolve) => {
      setTimeout(() => resolve(false), GIVE_UP_MS);
      Promise.all([started.response, parsed]).then(
        ([answer]) => resolve(paint(page, answer)),
        () => resolve(false),
      );
    }),
  };
  void state.done.then(() => {
    state.settled = true;
  });
  window.__calcettoFirstView = state;
}
