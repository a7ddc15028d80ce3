import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';

// In a file of its own: the tooltips share a skip window (label-tooltip.tsx) that a tooltip left
// open by another test would still hold.
describe('header button tooltips', () => {
  beforeAll(() => import('@/components/ui/label-tooltip'));
  afterEach(() => {
    vi.useRealTimers();
  });

  const themeButton = () => screen.getByRole('button', { name: 'Cambia tema' });
  const tooltip = () => screen.queryByRole('tooltip');
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  // A mouse resting on / leaving the button (user-event's pointer API waits on timers that
  // Vitest's fake timers hold).
  const hover = (element: HTMLElement) => {
    fireEvent.pointerEnter(element, { pointerType: 'mouse' });
    fireEvent.pointerMove(element, { pointerType: 'mouse' });
  };
  const unhover = (element: HTMLElement) => {
    fireEvent.pointerLeave(element, { pointerType: 'mouse' });
    // Away from the button and its tooltip both (the tooltip stays while the pointer heads to it).
    fireEvent.pointerMove(document.body, { pointerType: 'mouse', clientX: 600, clientY: 600 });
  };

  it(
    "shows the theme button's tooltip 700 ms after the pointer rests on it, the next one at once within 300 ms, and on keyboard focus",
    { timeout: 15_000 },
    async () => {
      renderApp('/');
      // The tooltip arrives after the first paint: the button is then its trigger.
      await waitFor(() => expect(themeButton()).toHaveAttribute('data-state', 'closed'), {
        timeout: 5000,
      });
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

      hover(themeButton());
      wait(650);
      expect(tooltip()).toBeNull();
      wait(50);
      expect(tooltip()).toHaveTextContent('Cambia tema');

      // Straight on to the language button: within the skip delay, no wait.
      const languageButton = screen.getByRole('button', { name: 'Cambia lingua' });
      unhover(themeButton());
      hover(languageButton);
      wait(0);
      expect(tooltip()).toHaveTextContent('Cambia lingua');

      // Later the full delay applies again.
      unhover(languageButton);
      wait(400);
      expect(tooltip()).toBeNull();
      hover(themeButton());
      wait(300);
      expect(tooltip()).toBeNull();
      unhover(themeButton());
      wait(400);

      // Keyboard focus shows it at once.
      act(() => themeButton().focus());
      expect(tooltip()).toHaveTextContent('Cambia tema');
    },
  );
});
