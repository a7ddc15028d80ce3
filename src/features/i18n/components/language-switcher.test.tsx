import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';

describe('LanguageSwitcher', () => {
  // The menu is a lazy chunk (language-switcher.tsx); transforming it on first use can take
  // Vitest a second, which is not what this test is about.
  beforeAll(() => import('@/features/i18n/components/language-menu'));

  // The whole app renders and the menu opens twice; on a busy machine that outlasts the 5 s default.
  it(
    'disables the current language, switches the UI text and remembers the choice',
    { timeout: 15_000 },
    async () => {
      const { user } = renderApp('/');
      const nav = await screen.findByRole('navigation', { name: 'Navigazione principale' });
      expect(within(nav).getByRole('link', { name: 'Partite' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Cambia lingua' }));
      expect(await screen.findByRole('menuitem', { name: 'Italiano' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      expect(screen.getByRole('menuitem', { name: 'Nederlands' })).not.toHaveAttribute(
        'aria-disabled',
      );
      await user.click(screen.getByRole('menuitem', { name: 'Nederlands' }));

      const dutchNav = await screen.findByRole('navigation', { name: 'Hoofdnavigatie' });
      expect(within(dutchNav).getByRole('link', { name: 'Wedstrijden' })).toBeInTheDocument();
      expect(localStorage.getItem('i18nextLng')).toBe('nl');
      // The page comes back once its own Dutch file has loaded, a moment after the header.
      await waitFor(() => expect(document.title).toBe('Calcetto'));

      await user.click(screen.getByRole('button', { name: 'Taal wijzigen' }));
      expect(await screen.findByRole('menuitem', { name: 'Nederlands' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    },
  );
});
