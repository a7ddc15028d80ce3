import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreScript } from '../../../build/last-view';
import { Html, laterPart, markup } from '@/app/first-view/html';
import { startFirstView } from '@/app/first-view/index';
import { lastViewShown } from '@/features/offline/last-view';

/** index.html's head for a page the first view paints: its state, and the answer on its way. */
function head(language: string, answer: Promise<unknown>) {
  document.documentElement.lang = language;
  document.body.innerHTML = '<div id="root"></div>';
  let settle: (painted: boolean) => void = () => {};
  const state = {
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
});
