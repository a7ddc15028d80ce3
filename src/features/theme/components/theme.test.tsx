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
  const LOGO_DATA = 'data:image/png;base64,iVBORw0KGgo=';
  /** jsdom draws nothing: a canvas that records what it was given and exports LOGO_DATA. */
  function stubCanvas(exported: () => string = () => LOGO_DATA) {
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage,
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(exported);
    return drawImage;
  }
  /** A logo 200 × 100 pixels, loaded. */
  const loadedLogo = () => {
    const image = new Image();
    Object.defineProperties(image, { naturalWidth: { value: 200 }, naturalHeight: { value: 100 } });
    return Promise.resolve(image);
  };

  it('applies the theme row: colours, logo in the header and favicon', async () => {
    // jsdom loads no image: these load when the test says so.
    const asked = new Map<string, { crossOrigin: string | null; load: () => void }>();
    vi.stubGlobal(
      'Image',
      class {
        onload: (() => void) | null = null;
        crossOrigin: string | null = null;
        naturalWidth = 200;
        naturalHeight = 100;
        set src(href: string) {
          asked.set(href, { crossOrigin: this.crossOrigin, load: () => this.onload?.() });
        }
      },
    );
    const drawImage = stubCanvas();
    const fetched: string[] = [];
    server.use(
      http.get('https://cdn.example/logo.png', ({ request }) => {
        fetched.push(request.url);
        return new HttpResponse(null, { status: 404 });
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
    // The favicon is a copy of the logo drawn from the header's image, kept for the next visit:
    // the browser asks for a favicon's address apart. Both are asked for with CORS, so that the
    // browser makes them one request and lets the page read the pixels of Storage's image.
    await waitFor(() => expect(asked.has('https://cdn.example/logo.png')).toBe(true));
    expect(asked.get('https://cdn.example/logo.png')?.crossOrigin).toBe('anonymous');
    await waitFor(() =>
      expect(document.querySelector('header img')).toHaveAttribute(
        'src',
        'https://cdn.example/logo.png',
      ),
    );
    expect(document.querySelector('header img')).toHaveAttribute('crossorigin', 'anonymous');
    expect(document.querySelector('link[rel="icon"]')).not.toHaveAttribute('href', LOGO_DATA);
    asked.get('https://cdn.example/logo.png')?.load();
    await waitFor(() =>
      expect(document.querySelector('link[rel="icon"]')).toHaveAttribute('href', LOGO_DATA),
    );
    // 64 pixels square, the logo's shape kept and centred.
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 16, 64, 32);
    expect(fetched).toEqual([]);
    expect(JSON.parse(localStorage.getItem(FAVICON_STORAGE_KEY) ?? '{}')).toEqual({
      href: 'https://cdn.example/logo.png',
      data: LOGO_DATA,
    });
    vi.unstubAllGlobals();
  });

  it("takes a kept copy of the same logo without loading it, and a changed logo's afresh", async () => {
    stubCanvas();
    const copy = (href: string, data: string) =>
      localStorage.setItem(FAVICON_STORAGE_KEY, JSON.stringify({ href, data }));
    copy('https://cdn.example/logo.png', 'data:image/png;base64,a2VwdA==');
    const load = vi.fn(loadedLogo);
    await expect(faviconFor('https://cdn.example/logo.png', load)).resolves.toBe(
      'data:image/png;base64,a2VwdA==',
    );
    expect(load).not.toHaveBeenCalled();
    await expect(faviconFor('https://cdn.example/new.png', load)).resolves.toBe(LOGO_DATA);
    expect(load).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(FAVICON_STORAGE_KEY) ?? '{}').href).toBe(
      'https://cdn.example/new.png',
    );
    // A logo that failed to load: its address, and the copy of the last one stays.
    await expect(
      faviconFor('https://cdn.example/gone.webp', () => Promise.resolve(null)),
    ).resolves.toBe('https://cdn.example/gone.webp');
    expect(JSON.parse(localStorage.getItem(FAVICON_STORAGE_KEY) ?? '{}').href).toBe(
      'https://cdn.example/new.png',
    );
    // No logo: index.html's own icon, nothing loaded.
    await expect(faviconFor(DEFAULT_FAVICON, load)).resolves.toBe(DEFAULT_FAVICON);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves the address of a logo the page may not read (another origin without CORS)', async () => {
    stubCanvas(() => {
      throw new DOMException('The canvas has been tainted', 'SecurityError');
    });
    await expect(faviconFor('https://elsewhere.example/logo.png', loadedLogo)).resolves.toBe(
      'https://elsewhere.example/logo.png',
    );
    expect(localStorage.getItem(FAVICON_STORAGE_KEY)).toBeNull();
  });
});
