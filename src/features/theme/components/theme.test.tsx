import { renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '@/lib/last-view';
import { useTheme } from '@/features/theme/hooks/use-theme';
import { DEFAULT_FAVICON, FAVICON_STORAGE_KEY, faviconFor } from '@/features/theme/utils/favicon';
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

      // The default second of findBy* is short for a lazy menu's first render under a full run.
      const menuWait = { timeout: 5_000 };
      await user.click(await screen.findByRole('button', { name: 'Cambia tema' }, menuWait));
      await user.click(await screen.findByRole('menuitemradio', { name: 'Scuro' }, menuWait));
      expect(document.documentElement).toHaveClass('dark');
      expect(document.documentElement).not.toHaveClass('light');
      expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

      // The closed menu hands focus back to its button in a timer of its own. A menu opened
      // before that would lose the focus to the button and close again.
      const button = screen.getByRole('button', { name: 'Cambia tema' });
      await waitFor(() => expect(button).toHaveFocus());
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();

      await user.click(button);
      expect(await screen.findByRole('menuitemradio', { name: 'Scuro' }, menuWait)).toHaveAttribute(
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
  /** A PNG's signature: bytes enough for a favicon's copy. */
  const LOGO_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const LOGO_DATA = 'data:image/png;base64,iVBORw0KGgo=';
  /** A loaded image jsdom cannot draw (no canvas): its bytes are read instead. */
  const loadedNow = () => Promise.resolve(new Image());
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
    const fetched: string[] = [];
    server.use(
      http.get('https://cdn.example/logo.png', ({ request }) => {
        fetched.push(request.url);
        return new HttpResponse(LOGO_BYTES, { headers: { 'content-type': 'image/png' } });
      }),
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
    // The favicon is a copy of the logo, made once the logo has loaded (from the browser's
    // cache) and kept for the next visit: the browser asks for a favicon's address apart.
    await waitFor(() => expect(asked.has('https://cdn.example/logo.png')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetched).toEqual([]);
    asked.get('https://cdn.example/logo.png')?.();
    await waitFor(() =>
      expect(document.querySelector('link[rel="icon"]')).toHaveAttribute('href', LOGO_DATA),
    );
    expect(fetched).toEqual(['https://cdn.example/logo.png']);
    expect(JSON.parse(localStorage.getItem(FAVICON_STORAGE_KEY) ?? '{}')).toEqual({
      href: 'https://cdn.example/logo.png',
      data: LOGO_DATA,
    });
    vi.unstubAllGlobals();
    await waitFor(() =>
      expect(document.querySelector('header img')).toHaveAttribute(
        'src',
        'https://cdn.example/logo.png',
      ),
    );
  });

  it("takes a kept copy of the same logo without asking again, and a changed logo's afresh", async () => {
    const copy = (href: string, data: string) =>
      localStorage.setItem(FAVICON_STORAGE_KEY, JSON.stringify({ href, data }));
    copy('https://cdn.example/logo.png', 'data:image/png;base64,a2VwdA==');
    await expect(faviconFor('https://cdn.example/logo.png', loadedNow)).resolves.toBe(
      'data:image/png;base64,a2VwdA==',
    );
    const fetched: string[] = [];
    server.use(
      http.get('https://cdn.example/:file', ({ request }) => {
        fetched.push(request.url);
        return request.url.endsWith('.png')
          ? new HttpResponse(LOGO_BYTES, { headers: { 'content-type': 'image/png' } })
          : new HttpResponse('<!doctype html>', { headers: { 'content-type': 'text/html' } });
      }),
    );
    await expect(faviconFor('https://cdn.example/new.png', loadedNow)).resolves.toBe(LOGO_DATA);
    // Not an image (a host's page for a missing file): the address, nothing kept.
    await expect(faviconFor('https://cdn.example/gone.webp', loadedNow)).resolves.toBe(
      'https://cdn.example/gone.webp',
    );
    expect(fetched).toEqual(['https://cdn.example/new.png', 'https://cdn.example/gone.webp']);
    expect(JSON.parse(localStorage.getItem(FAVICON_STORAGE_KEY) ?? '{}').href).toBe(
      'https://cdn.example/new.png',
    );
    // No logo: index.html's own icon, nothing asked.
    await expect(faviconFor(DEFAULT_FAVICON, loadedNow)).resolves.toBe(DEFAULT_FAVICON);
    expect(fetched).toHaveLength(2);
  });
});
