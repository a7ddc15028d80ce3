import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreScript } from '../../../build/last-view';
import { markup } from '@/app/first-view/html';
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
    new Function(
      restoreScript({
        build: 'build-1',
        prefix: 'calcetto:view:',
        styleId: 'brand-theme',
        sessionKey: null,
        entry: '/assets/index.js',
        paintWaitMs: 1000,
      }),
    )();
    expect(lastViewShown()).toBe(true);
    expect(window.__calcettoLastView?.build).toBe('build-1');
    expect(document.querySelector('#root h1')?.textContent).toBe('Ardea');
  });
});
