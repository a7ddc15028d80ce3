import { NAV_ITEMS } from '@/app/layouts/nav-items';
import { cx, Html, markup } from '@/app/first-view/html';
import type { Translate } from '@/app/first-view/strings';
import { pictureSource } from '@/app/first-view/picture';
import { PICTURE_SIZES } from '@/lib/picture-sizes';

/**
 * The frame of every public page (src/app/layouts/main-layout.tsx and site-header.tsx) for a
 * signed-out visitor, as the app renders it: same elements, classes and sizes, so that nothing
 * moves when the app replaces it. Its buttons are marked unavailable (aria-disabled) until the
 * app, which gives them their menus, takes over; its links are plain links.
 */

/** A lucide icon, as lucide-react renders it, from its child elements. */
export function icon(name: string, children: string, className?: string): Html {
  return markup`<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"
    fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"
    stroke-linejoin="round" class="${cx('lucide', `lucide-${name}`, className)}" aria-hidden="true"
  >${new Html(children)}</svg>`;
}

const MENU = '<path d="M4 5h16"></path><path d="M4 12h16"></path><path d="M4 19h16"></path>';
const LANGUAGES =
  '<path d="m5 8 6 6"></path><path d="m4 14 6-6 2-3"></path><path d="M2 5h12"></path><path d="M7 2h1"></path><path d="m22 22-5-10-5 10"></path><path d="M14 18h6"></path>';
const SUN =
  '<circle cx="12" cy="12" r="4"></circle><path d="M12 2v2"></path><path d="M12 20v2"></path><path d="m4.93 4.93 1.41 1.41"></path><path d="m17.66 17.66 1.41 1.41"></path><path d="M2 12h2"></path><path d="M20 12h2"></path><path d="m6.34 17.66-1.41 1.41"></path><path d="m19.07 4.93-1.41 1.41"></path>';
const MOON =
  '<path d="M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401"></path>';
const LOG_IN =
  '<path d="m10 17 5-5-5-5"></path><path d="M15 12H3"></path><path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4"></path>';

/** src/components/ui/button.tsx as the app renders it: the ghost icon button and the small one. */
const ICON_BUTTON =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 hover:bg-accent hover:text-accent-foreground size-9';
const SMALL_PRIMARY =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 bg-primary text-primary-foreground shadow-sm hover:bg-primary/90 h-8 rounded-md px-3 text-xs';
const NAV_LINK =
  'rounded-md px-2.5 py-2 text-sm font-medium transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring xl:px-3';

export interface ShellOptions {
  t: Translate;
  /** location.pathname: its navigation link is marked current. */
  path: string;
  logoUrl: string | null;
  /** Whether the Playoffs link shows: a current bracket exists (src/app/layouts/use-nav-items.ts). */
  playoffs: boolean;
  dark: boolean;
}

function isCurrent(to: string, path: string, end: boolean): boolean {
  if (end) return path === to;
  return path === to || path.startsWith(`${to}/`);
}

/**
 * The app's header (site-header.tsx) is frosted glass: these classes blur what scrolls under it.
 * The first view leaves them out. At the top of a page nothing is under the header but the
 * page's own background, so it looks the same with or without them, and the app puts them back
 * when it takes over. A backdrop filter makes the header a surface of its own that is blurred
 * every time a frame is drawn, the view's first frame included, which is the page's largest
 * paint: side by side on the bench's desktop (10 visits each, 2026-12-07) the largest paint
 * came 4-7% sooner without them on `/news`, an article and `/statistics`.
 */
export const HEADER_GLASS = ['backdrop-blur', 'supports-[backdrop-filter]:bg-background/70'];

/** The header's own box (site-header.tsx), which the page's frame paints empty. */
function headerBar(content: Html): Html {
  return markup`<header class="sticky top-0 z-40 border-b print:hidden bg-background/85">
    <div class="container flex h-16 items-center gap-2">${content}</div>
  </header>`;
}

function header({ t, path, logoUrl, playoffs, dark }: ShellOptions): Html {
  const links = NAV_ITEMS.filter((item) => playoffs || item.key !== 'playoffs').map((item) => {
    const current = isCurrent(item.to, path, 'end' in item && item.end);
    return markup`<a${current ? new Html(' aria-current="page"') : ''}
      class="${cx(NAV_LINK, current ? 'bg-accent text-foreground' : 'text-muted-foreground')}"
      href="${item.to}"
    >${t(`common:nav.${item.key}`)}</a>`;
  });
  return headerBar(markup`<button class="${ICON_BUTTON} lg:hidden" aria-label="${t('common:nav.openMenu')}"
        aria-disabled="true" aria-haspopup="dialog" aria-expanded="false"
      >${icon('menu', MENU)}</button>
      <a class="mr-4 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label="${t('common:nav.homeLink')}" href="/"
      >
        <span class="flex items-center gap-2 font-semibold tracking-tight">
          <img alt="" class="size-8 shrink-0 rounded-md object-contain" crossorigin="anonymous" ${pictureSource(logoUrl || '/favicon.svg', PICTURE_SIZES.badge)}>
          <span class="text-lg">${t('common:appName')}</span>
        </span>
      </a>
      <nav aria-label="${t('common:nav.label')}" class="hidden items-center gap-0.5 lg:flex">${links}</nav>
      <div class="ml-auto flex items-center gap-1">
        <span class="contents">
          <button class="${ICON_BUTTON}" aria-label="${t('common:language.change')}"
            aria-disabled="true" aria-haspopup="menu" aria-expanded="false" data-state="closed"
          >${icon('languages', LANGUAGES)}</button>
        </span>
        <span class="contents">
          <button class="${ICON_BUTTON}" aria-label="${t('common:theme.toggle')}"
            aria-disabled="true" aria-haspopup="menu" aria-expanded="false" data-state="closed"
          >${dark ? icon('moon', MOON) : icon('sun', SUN)}</button>
        </span>
        <div class="ml-1">
          <a class="${SMALL_PRIMARY}" href="/login">${icon('log-in', LOG_IN)}${t('common:auth.login')}</a>
        </div>
      </div>`);
}

/** The layout around a page's content: `attributes` of its outer box, its header and footer. */
function layout(t: Translate, attributes: Html, top: Html, content: Html, bottom: Html): Html {
  return markup`<div class="flex min-h-screen flex-col"${attributes}>
    <a href="#main" class="sr-only z-50 print:hidden rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >${t('common:nav.skipToContent')}</a>
    ${top}
    <main id="main" class="container min-h-screen flex-1 py-6 print:min-h-0 print:max-w-none print:p-0 sm:py-8">${content}</main>
    ${bottom}
  </div>`;
}

/** The whole frame around a page's content. */
export function shell(options: ShellOptions, content: Html): Html {
  const { t } = options;
  return layout(
    t,
    markup``,
    header(options),
    content,
    markup`<footer class="border-t py-6 text-center text-sm text-muted-foreground print:hidden"
    >© ${new Date().getFullYear()} ${t('common:appName')}</footer>`,
  );
}

/** What marks index.html's frame of a page (`pageFrame`) in #root: the first view keeps its heading. */
export const FRAME_ATTRIBUTE = 'data-first-frame';

/**
 * A page's frame before its answer: the layout with the header's box left empty (its logo,
 * links and colours are the league's, which the answer brings), the page's `top` in it, and no
 * footer (below the screen, and its year is the visit's). Laid out as `shell` is, so that the
 * view put in around the top moves nothing.
 */
export function pageFrame(t: Translate, top: Html): Html {
  return layout(t, new Html(` ${FRAME_ATTRIBUTE}=""`), headerBar(markup``), top, markup``);
}
