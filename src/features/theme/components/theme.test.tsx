import { renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '@/lib/last-view';
import { useTheme } from '@/features/theme/hooks/use-theme';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

describe('theme toggle', () => {
  // The menu is a lazy chunk (theme-toggle.tsx); transforming it on first use can take Vitest a
  // second, which is not what this test is about.
  beforeAll(() => import('@/features/theme/components/theme-menu'));

  // The whole app renders and the menu opens twice; on a busy machine that outlasts the 5 s default.
  it(
    'applies the chosen mode as a class on <html> and stores it',
    { timeout: 15_000 },
    async () => {
      const { user } = renderApp('/');
      await waitFor(() => expect(document.documentElement).toHaveClass('light'));

      await user.click(await screen.findByRole('button', { name: 'Cambia tema' }));
      await user.click(await screen.findByRole('menuitemradio', { name: 'Scuro' }));
      expect(document.documentElement).toHaveClass('dark');
      expect(document.documentElement).not.toHaveClass('light');
      expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

      await user.click(screen.getByRole('button', { name: 'Cambia tema' }));
      expect(await screen.findByRole('menuitemradio', { name: 'Scuro' })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await user.click(screen.getByRole('menuitemradio', { name: 'Sistema' }));
      expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
      // matchMedia reports a light system in the tests.
      expect(document.documentElement).toHaveClass('light');
    },
  );

  it('starts from the stored mode', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderApp('/');
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
  });

  it('useTheme throws a developer error outside <ThemeProvider>', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useTheme())).toThrow(
      'useTheme must be used inside <ThemeProvider>',
    );
  });
});

describe('runtime branding', () => {
  it('applies the theme row: colours, logo in the header and favicon', async () => {
    // jsdom loads no image: these load when the test says so.
    const asked = new Map<string, () => void>();
    vi.stubGlobal(
      'Image',
      class {
        onload: (() => void) | null = null;
        set src(href: string) {
          asked.set(href, () => this.onload?.());
        }
      },
    );
    server.use(
      http.get(rest('themes'), () =>
        HttpResponse.json({
          id: 1,
          primary_color: '#facc15',
          secondary_color: '#1e3a8a',
          font_family: 'Inter',
          logo_url: 'https://cdn.example/logo.png',
        }),
      ),
    );
    renderApp('/');
    await waitFor(() =>
      expect(document.getElementById('brand-theme')?.textContent).toContain(
        '--primary-foreground: 240 10% 3.9%;',
      ),
    );
    // The favicon follows the logo once the logo has loaded, so the browser finds it cached.
    await waitFor(() => expect(asked.has('https://cdn.example/logo.png')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).not.toBe(
      'https://cdn.example/logo.png',
    );
    asked.get('https://cdn.example/logo.png')?.();
    await waitFor(() =>
      expect(document.querySelector('link[rel="icon"]')).toHaveAttribute(
        'href',
        'https://cdn.example/logo.png',
      ),
    );
    vi.unstubAllGlobals();
    await waitFor(() =>
      expect(document.querySelector('header img')).toHaveAttribute(
        'src',
        'https://cdn.example/logo.png',
      ),
    );
  });
});
