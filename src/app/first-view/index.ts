/**
 * The first view: on a signed-out visit without a stored view (src/lib/last-view.ts), paints
 * the page from the answer index.html started (src/app/page-start.ts) the moment it arrives,
 * before the app's JavaScript has been asked for, which on a phone takes seconds longer.
 * index.html's head adds the page's script, one per page with every language's texts
 * (build/first-view.ts), only for such a visit of a page it paints, and starts the app once the
 * view has painted or given up; the app's first frame replaces the view whole (src/main.tsx).
 * Built without React.
 */
import texts from 'virtual:first-view-texts';
import type { ThemeSettings } from '@/entities/theme/theme-row';
import { applyBrandColors } from '@/features/theme/utils/branding';
import { followPickers } from '@/app/first-view/league';
import {
  LATER_PLACE,
  withLaterParts,
  type FirstViewModule,
  type LaterPart,
} from '@/app/first-view/html';
import { LARGEST_PICTURE_WAIT_MS, type LastViewState } from '@/lib/last-view';
import { FRAME_ATTRIBUTE, shell } from '@/app/first-view/shell';
import { translator } from '@/app/first-view/strings';

interface FrameAnswer {
  theme?: Pick<ThemeSettings, 'logo_url' | 'primary_color' | 'secondary_color'> | null;
  bracket?: unknown;
}

/**
 * Builds the view's later parts (`laterPart`) and puts them in their places once the rest is
 * on screen: index.html's restore script does as it starts the app, once the view's first
 * paint is on screen (two frames after the view without paint timing, a second at most when no
 * paint is reported, at once on a hidden page). Traced on a desktop's cold visit of a player,
 * styling and laying out his 40 goals took twice as long as the rest of the page, all before
 * the paint of his name, the page's largest; the static page pays that as one piece too. A part
 * whose place is gone (the app has replaced the view) is not built.
 */
function holdBack(
  root: HTMLElement,
  later: readonly LaterPart[],
  state: LastViewState,
  pictures: HeldPictures,
): void {
  if (later.length === 0) return;
  const places: Comment[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  while (walker.nextNode()) {
    const node = walker.currentNode as Comment;
    if (`<!--${node.data}-->` === LATER_PLACE) places.push(node);
  }
  state.putBack = () => {
    state.putBack = undefined;
    let putIn = false;
    places.forEach((place, i) => {
      const part = later[i];
      if (!part || !place.isConnected) return;
      place.replaceWith(pictures.hold(parsed(withLaterParts(part.build()))));
      putIn = true;
    });
    return putIn;
  };
}

/** `html` as nodes that ask for nothing until they are put in the document. */
function parsed(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

const LARGEST_PICTURE = 'img[fetchpriority="high"]';

/** Moves `picture`'s sources (srcset, src) to the attributes named `to` + their name. */
function moveSources(picture: Element, from: string, to: string): void {
  for (const name of ['srcset', 'src']) {
    const value = picture.getAttribute(from + name);
    if (value === null) continue;
    picture.removeAttribute(from + name);
    picture.setAttribute(to + name, value);
  }
}

interface HeldPictures {
  /** `content`, its pictures without their sources while the largest is on its way. */
  hold: (content: DocumentFragment) => DocumentFragment;
  /** Gives the held pictures their sources back, once the largest (in `root`) has loaded. */
  releaseAfterLargest: (root: HTMLElement) => void;
}

/**
 * The view's pictures other than its largest (the one it marks fetchpriority=high: the home
 * page's hero, /news' first cover, an article's) go without their sources until that one has
 * loaded, or has taken LARGEST_PICTURE_WAIT_MS. Each picture on the line takes its share of a
 * phone's bandwidth: traced on the bench's phone (its round trips paid on opening connections
 * too), the home page's hero, asked for with the answer, took a second to come, sharing the
 * line with the 18 team logos and covers of the rows below it, and came 1.13× later than the
 * static page's, whose hero had the line alone for the first 0.3 s. A view without such a
 * picture holds none.
 */
function heldPictures(view: DocumentFragment): HeldPictures {
  let held: Element[] | null = view.querySelector(LARGEST_PICTURE) ? [] : null;
  const release = () => {
    for (const picture of held ?? []) moveSources(picture, 'data-held-', '');
    held = null;
  };
  return {
    hold: (content) => {
      for (const picture of held ? content.querySelectorAll(`img:not(${LARGEST_PICTURE})`) : []) {
        moveSources(picture, '', 'data-held-');
        held?.push(picture);
      }
      return content;
    },
    releaseAfterLargest: (root) => {
      const largest = root.querySelector<HTMLImageElement>(LARGEST_PICTURE);
      if (!largest || largest.complete) return release();
      largest.addEventListener('load', release);
      largest.addEventListener('error', release);
      setTimeout(release, LARGEST_PICTURE_WAIT_MS);
    },
  };
}

/** `node`'s elements from below `top` down to itself, or null when it is not inside `top`. */
function ancestry(node: Element, top: ParentNode): Element[] | null {
  const path: Element[] = [];
  for (let at: Node | null = node; at !== top; at = at.parentNode) {
    if (!(at instanceof Element)) return null;
    path.unshift(at);
  }
  return path;
}

/**
 * Puts `fresh`'s nodes in `live` in place of its own, except that `kept` stays, the same node,
 * in place of `twin`; the elements above it take their counterparts' attributes. False, with
 * nothing changed, unless the two sit at the same depth under elements of the same names.
 */
function graft(live: ParentNode, fresh: ParentNode, kept: Element, twin: Element): boolean {
  const keptPath = ancestry(kept, live);
  const twinPath = ancestry(twin, fresh);
  if (
    !keptPath ||
    !twinPath ||
    keptPath.length !== twinPath.length ||
    keptPath.some((element, i) => element.tagName !== twinPath[i]?.tagName)
  )
    return false;
  keptPath.forEach((liveStep, i) => {
    const freshStep = twinPath[i] as Element;
    const liveParent = i === 0 ? live : (keptPath[i - 1] as Element);
    const before: Node[] = [];
    const after: Node[] = [];
    for (let n = freshStep.previousSibling; n; n = n.previousSibling) before.unshift(n);
    for (let n = freshStep.nextSibling; n; n = n.nextSibling) after.push(n);
    for (const child of [...liveParent.childNodes]) if (child !== liveStep) child.remove();
    liveStep.before(...before);
    liveStep.after(...after);
    if (liveStep === kept) return;
    for (const { name } of [...liveStep.attributes]) liveStep.removeAttribute(name);
    for (const { name, value } of [...freshStep.attributes]) liveStep.setAttribute(name, value);
  });
  return true;
}

const holdsFrame = (root: HTMLElement) => root.firstElementChild?.hasAttribute(FRAME_ATTRIBUTE);

/**
 * The view in #root. Over the page's frame (index.html paints it before the answer on a wide
 * screen: shell.ts `pageFrame`), the frame's heading stays, the same node: a heading put in
 * anew would be a new largest paint, later than the frame's, and one laid out in another font a
 * larger one. Whatever differs from the view is replaced, and the frame is left as a whole when
 * the view's heading is not the frame's.
 */
function putIn(root: HTMLElement, view: DocumentFragment): void {
  const heading = holdsFrame(root) ? root.querySelector('h1') : null;
  const twin = heading && view.querySelector('h1');
  if (
    !heading ||
    !twin ||
    twin.outerHTML !== heading.outerHTML ||
    !graft(root, view, heading, twin)
  )
    root.replaceChildren(view);
}

/** Whether the view was painted: nothing is when another view or the app already owns #root. */
function paint({ view: page }: FirstViewModule, answer: unknown): boolean {
  // index.html's restore script (build/last-view.ts) may not have run yet: it waits for the
  // stylesheet, which often comes last. It keeps this state when it does.
  const state = (window.__calcettoLastView ??= { build: '', shown: false });
  const root = document.getElementById('root');
  if (state.shown || state.rendered || !root || (root.firstChild && !holdsFrame(root)) || !answer)
    return false;
  const html = document.documentElement;
  const language = html.lang;
  const strings = texts[language];
  if (!strings) return false;
  const t = translator(language, strings);
  const content = page(t, language, answer);
  if (!content) return false;
  const { theme, bracket } = answer as FrameAnswer;
  const view = shell(
    {
      t,
      path: location.pathname,
      logoUrl: theme?.logo_url ?? null,
      playoffs: Boolean(bracket),
      dark: html.classList.contains('dark'),
    },
    content,
  );
  // Each later part has its place; markup from the answer that wrote one would shift them.
  if (view.value.split(LATER_PLACE).length !== view.later.length + 1) return false;
  applyBrandColors(theme?.primary_color, theme?.secondary_color);
  const nodes = parsed(view.value);
  const pictures = heldPictures(nodes);
  putIn(root, pictures.hold(nodes));
  pictures.releaseAfterLargest(root);
  state.shown = true;
  followPickers(root, () => !state.rendered);
  holdBack(root, view.later, state, pictures);
  return true;
}

/**
 * #root is parsed long before this script arrives, unless the document came slowly. Not the
 * whole document: its last script waits for the stylesheet, and the view can be built in the
 * meantime (traced on a phone: 0.2 s of its CPU off the view's path).
 */
const rootParsed = new Promise<void>((resolve) => {
  if (document.getElementById('root') || document.readyState !== 'loading') resolve();
  else document.addEventListener('DOMContentLoaded', () => resolve());
});

/** Paints the page once its answer has arrived, and tells index.html's head whether it did. */
export function startFirstView(module: FirstViewModule) {
  const state = window.__calcettoFirstView;
  const started = window.__calcettoStart;
  if (state && started) {
    Promise.all([started.response, rootParsed]).then(
      ([answer]) => state.finish(!state.settled && paint(module, answer)),
      () => state.finish(false),
    );
  } else {
    state?.finish(false);
  }
}
