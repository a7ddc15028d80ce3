import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';

describe('LanguageSwitcher', () => {
  it('disables the current language, switches the UI text and remembers the choice', async () => {
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
    expect(document.title).toBe('Calcetto');

    await user.click(screen.getByRole('button', { name: 'Taal wijzigen' }));
    expect(await screen.findByRole('menuitem', { name: 'Nederlands' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
