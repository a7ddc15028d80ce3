import texts from 'virtual:first-view-texts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreScript } from '../../../build/last-view';
import { Html, laterPart, markup, type FirstViewModule } from '@/app/first-view/html';
import { startFirstView } from '@/app/first-view/index';
import { pageFrame } from '@/app/first-view/shell';
import { translator } from '@/app/first-view/strings';
import { lastViewShown } from '@/features/offline/last-view';
import { LARGEST_PICTURE_WAIT_MS, type FirstViewState } from '@/lib/last-view';

/** index.html's head for a page the first view paints: its state, and the answer on its way. */
function head(language: string, answer: Promise<unknown>) {
  document.documentElement.lang = language;
  document.body.innerHTML = '<div id="root"></div>';
  let settle: (painted: boolean) => void = () => {};
  const state: FirstViewState = {
    settled: false,
    done: new Promise<boolean>((resolve) => (settle = resolve)),
    finish: (painted: boolean) => {
      if (state.settled) return;
      state.settled = true;
      settle(painted);
    },
  };
  window.__calcettoFirstView = state;
  window.__calcettoStart = { href: '/teams/1', response: answer };
  return state;
}

const page = { view: () => markup`<main><h1>Ardea</h1></main>` };

/** index.html's restore script, which runs once the stylesheet is in and starts the app. */
function restore() {
  new Function(
    restoreScript({
      build: 'build-1',
      prefix: 'calcetto:view:',
      styleId: 'brand-theme',
      sessionKey: null,
      entry: '/assets/index.js',
      paintWaitMs: 1000,
      pictureWaitMs: 200,
      largestPictureWaitMs: 2500,
    }),
  )();
}

const appStarted = () => document.querySelector('script[src="/assets/index.js"]') !== null;

/** `count` frames later, and the task one of them queued. */
async function frames(count: number) {
  for (let i = 0; i < count; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => {
  window.__calcettoLastView = undefined;
  window.__calcettoFirstView = undefined;
  window.__calcettoStart = undefined;
  vi.restoreAllMocks();
});

describe('the first view', () => {
  it("paints before index.html's restore script has run, which then keeps its verdict", async () => {
    const state = head('en', Promise.resolve({}));
    startFirstView(page);
    await expect(state.done).resolves.toBe(true);
    expect(document.querySelector('#root h1')?.textContent).toBe('Ardea');
    // The restore script runs once the stylesheet is in: the view stays, and the app is told.
    restore();
    expect(lastViewShown()).toBe(true);
    expect(window.__calcettoLastView?.build).toBe('build-1');
    expect(document.querySelector('#root h1')?.textContent).toBe('Ardea');
    // jsdom has no paint timing: the app starts two frames after the view.
    await frames(3);
    expect(appStarted()).toBe(true);
  });

  it("puts a page's later parts in once its first paint is on screen, where they belong, and starts the app after their frame", async () => {
    let reportPaint: () => void = () => {};
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['paint'];
        constructor(private readonly report: PerformanceObserverCallback) {}
        observe() {
          const entries = [{ name: 'first-contentful-paint' }];
          const list = {
            getEntriesByName: (name: string) => entries.filter((e) => e.name === name),
          };
          reportPaint = () => this.report(list as never, this as never);
        }
        disconnect() {}
      },
    );
    const state = head('en', Promise.resolve({}));
    const goals = vi.fn(() => markup`<section id="goals"><p>40 goals</p></section>`);
    startFirstView({
      view: () => markup`<main><h1>Federico Grasso</h1>${laterPart(goals)}<p>end</p></main>`,
    });
    await expect(state.done).resolves.toBe(true);
    const main = () => document.querySelector('#root main')?.textContent;
    expect(main()).toBe('Federico Grassoend');
    // Not even built before it goes in.
    expect(goals).not.toHaveBeenCalled();
    expect(window.__calcettoLastView?.putBack).toBeTypeOf('function');
    restore();
    await frames(3);
    expect(main()).toBe('Federico Grassoend');
    expect(appStarted()).toBe(false);

    reportPaint();
    await frames(1);
    expect(main()).toBe('Federico Grasso40 goalsend');
    expect(document.querySelector('#root h1 + #goals')).not.toBeNull();
    expect(window.__calcettoLastView?.putBack).toBeUndefined();
    // The app's requests and evaluation wait for the later parts' own frame.
    expect(appStarted()).toBe(false);
    await frames(2);
    expect(appStarted()).toBe(true);
    vi.unstubAllGlobals();
  });

  it('without paint timing puts them in as the app starts, unless the app has replaced the view', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const view = () =>
      markup`<main><h1>Ardea</h1>${laterPart(() => markup`<section id="later">squad</section>`)}</main>`;
    try {
      const kept = head('en', Promise.resolve({}));
      startFirstView({ view });
      restore();
      await expect(kept.done).resolves.toBe(true);
      expect(document.getElementById('later')).toBeNull();
      await frames(3);
      expect(document.getElementById('later')?.textContent).toBe('squad');
      await frames(2);
      expect(appStarted()).toBe(true);

      window.__calcettoLastView = undefined;
      const replaced = head('en', Promise.resolve({}));
      startFirstView({ view });
      restore();
      await expect(replaced.done).resolves.toBe(true);
      document.getElementById('root')!.innerHTML = '<main><h1>Ardea</h1></main>';
      await frames(3);
      expect(appStarted()).toBe(true);
      expect(document.getElementById('later')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('puts later parts in the places they had, rows of a table and parts of parts included', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    try {
      const state = head('en', Promise.resolve({}));
      startFirstView({
        view: () =>
          markup`<main><table><tbody><tr><td>1</td></tr>${laterPart(
            () => markup`<tr><td>2</td></tr><tr><td>3</td></tr>`,
          )}</tbody></table><ul><li>a</li>${laterPart(
            () => markup`<li>b</li>${laterPart(() => markup`<li>c</li>`)}`,
          )}</ul></main>`,
      });
      restore();
      await expect(state.done).resolves.toBe(true);
      expect(document.querySelectorAll('#root td')).toHaveLength(1);
      await frames(3);
      const cells = [...document.querySelectorAll('#root tbody > tr > td')];
      expect(cells.map((cell) => cell.textContent)).toEqual(['1', '2', '3']);
      // A later part's own later part goes in with it.
      expect(document.querySelector('#root ul')?.textContent).toBe('abc');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("leaves the page to the app when the answer's markup writes a later part's place", async () => {
    const state = head('en', Promise.resolve({}));
    // As an article's content, inserted as it is, could.
    const content = new Html('<p>text<!--first-view:later--></p>');
    startFirstView({
      view: () => markup`<main>${content}${laterPart(() => markup`<p>comments</p>`)}</main>`,
    });
    await expect(state.done).resolves.toBe(false);
    expect(document.getElementById('root')?.innerHTML).toBe('');
  });

  describe('its other pictures', () => {
    const hero = markup`<img alt="" fetchpriority="high" sizes="100vw" srcset="/hero.640.webp 640w, /hero.webp 1600w" src="/hero.webp">`;
    const logo = (name: string) =>
      markup`<img alt="" loading="lazy" sizes="32px" srcset="/${name}.160.webp 160w" src="/${name}.webp">`;
    const sources = (selector: string) => {
      const picture = document.querySelector(`#root ${selector}`);
      return [picture?.getAttribute('srcset') ?? null, picture?.getAttribute('src') ?? null];
    };
    const held = ['/logo-a.160.webp 160w', '/logo-a.webp'];

    it('ask for nothing until the largest has loaded, those of later parts put in before too', async () => {
      vi.stubGlobal('PerformanceObserver', undefined);
      try {
        const state = head('en', Promise.resolve({}));
        startFirstView({
          view: () =>
            markup`<main>${hero}<ul><li class="a">${logo('logo-a')}</li>${laterPart(
              () => markup`<li class="b">${logo('logo-b')}</li>`,
            )}</ul></main>`,
        });
        restore();
        await expect(state.done).resolves.toBe(true);
        expect(sources('img[fetchpriority]')).toEqual([
          '/hero.640.webp 640w, /hero.webp 1600w',
          '/hero.webp',
        ]);
        expect(sources('.a img')).toEqual([null, null]);
        await frames(3);
        expect(sources('.b img')).toEqual([null, null]);

        document.querySelector('#root img[fetchpriority]')?.dispatchEvent(new Event('load'));
        expect(sources('.a img')).toEqual(held);
        expect(sources('.b img')).toEqual(['/logo-b.160.webp 160w', '/logo-b.webp']);
        expect(
          document.querySelector('#root [data-held-src], #root [data-held-srcset]'),
        ).toBeNull();
      } finally {
        vi.unstubAllGlobals();
      }
    });

    it('wait for it no longer than the app does, nor for one that failed', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      try {
        const slow = head('en', Promise.resolve({}));
        startFirstView({
          view: () => markup`<main>${hero}<p class="a">${logo('logo-a')}</p></main>`,
        });
        await expect(slow.done).resolves.toBe(true);
        vi.advanceTimersByTime(LARGEST_PICTURE_WAIT_MS - 1);
        expect(sources('.a img')).toEqual([null, null]);
        vi.advanceTimersByTime(1);
        expect(sources('.a img')).toEqual(held);
      } finally {
        vi.useRealTimers();
      }

      window.__calcettoLastView = undefined;
      const failed = head('en', Promise.resolve({}));
      startFirstView({
        view: () => markup`<main>${hero}<p class="a">${logo('logo-a')}</p></main>`,
      });
      await expect(failed.done).resolves.toBe(true);
      expect(sources('.a img')).toEqual([null, null]);
      document.querySelector('#root img[fetchpriority]')?.dispatchEvent(new Event('error'));
      expect(sources('.a img')).toEqual(held);
    });

    it('are asked for at once in a view without a largest picture', async () => {
      const state = head('en', Promise.resolve({}));
      startFirstView({
        view: () => markup`<main><h1>Tables</h1><p class="a">${logo('logo-a')}</p></main>`,
      });
      await expect(state.done).resolves.toBe(true);
      expect(sources('.a img')).toEqual(held);
    });
  });
});

describe("the page's frame before its answer", () => {
  const heading = (title: string) => markup`<div class="row"><h1 class="text-3xl">${title}</h1>`;
  const tables: Required<FirstViewModule> = {
    top: () => markup`<div class="space-y-6">${heading('Tables')}<span>boxes</span></div></div>`,
    view: () =>
      markup`<div class="space-y-6">${heading('Tables')}<select></select></div><section><p>Ardea 24</p></section></div>`,
  };
  const en = translator('en', texts.en ?? {});

  /** index.html's head with the frame it made, the restore script, then the answer. */
  async function visit(page: FirstViewModule, answer: Promise<unknown> = Promise.resolve({})) {
    const state = head('en', answer);
    state.frame = pageFrame(en, tables.top(en)).value;
    restore();
    const framed = document.querySelector('#root h1');
    startFirstView(page);
    const painted = await state.done;
    return { framed, painted, root: document.getElementById('root')! };
  }

  it('is painted by the restore script, and the view keeps its heading, the same node', async () => {
    const { framed, painted, root } = await visit(tables);
    expect(framed?.textContent).toBe('Tables');
    expect(painted).toBe(true);
    // The same element: put in anew, it would be a new and later largest paint.
    expect(root.querySelector('h1')).toBe(framed);
    // Around it, the view exactly as it is painted without a frame.
    const withFrame = root.innerHTML;
    window.__calcettoLastView = undefined;
    head('en', Promise.resolve({}));
    startFirstView(tables);
    await window.__calcettoFirstView?.done;
    expect(document.getElementById('root')?.innerHTML).toBe(withFrame);
    expect(withFrame).not.toContain('data-first-frame');
    expect(withFrame).toContain('<p>Ardea 24</p>');
  });

  it('is replaced whole by a view whose heading is another, or that sits elsewhere', async () => {
    const renamed = {
      view: () => markup`<div class="space-y-6">${heading('Standings')}</div></div>`,
    };
    const other = await visit(renamed);
    expect(other.painted).toBe(true);
    expect(other.root.querySelector('h1')?.textContent).toBe('Standings');
    expect(other.root.querySelector('[data-first-frame]')).toBeNull();

    window.__calcettoLastView = undefined;
    const deeper = {
      view: () =>
        markup`<section><div class="space-y-6">${heading('Tables')}</div></div></section>`,
    };
    const moved = await visit(deeper);
    expect(moved.root.querySelector('h1')).not.toBe(moved.framed);
    expect(moved.root.querySelector('section h1')?.textContent).toBe('Tables');
    expect(moved.root.querySelector('[data-first-frame]')).toBeNull();
  });

  it('stays for the app when the view cannot paint, and is not painted over a view or once given up', async () => {
    const refused = await visit({ view: () => null });
    expect(refused.painted).toBe(false);
    expect(refused.root.querySelector('[data-first-frame] h1')?.textContent).toBe('Tables');
    expect(lastViewShown()).toBe(false);

    window.__calcettoLastView = undefined;
    const early = head('en', Promise.resolve({}));
    early.frame = '<div data-first-frame=""><h1>frame</h1></div>';
    startFirstView(tables);
    await early.done;
    restore();
    expect(document.querySelector('#root h1')?.textContent).toBe('Tables');
    expect(document.querySelector('[data-first-frame]')).toBeNull();

    window.__calcettoLastView = undefined;
    const late = head('en', new Promise(() => {}));
    late.frame = '<div data-first-frame=""><h1>frame</h1></div>';
    late.finish(false);
    restore();
    expect(document.getElementById('root')?.innerHTML).toBe('');
  });
});
