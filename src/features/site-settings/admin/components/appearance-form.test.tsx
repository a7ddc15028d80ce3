import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, testProfile } from '@/test/auth';
import { renderApp } from '@/test/render-app';
import { defaultTheme, rest, server } from '@/test/server';

// Whole-app renders load lazy route chunks, which take more than 1 s when files run in parallel.
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

async function openAppearance() {
  signedInAs(testProfile({ role: 'admin' }));
  const app = renderApp('/admin/theme');
  await screen.findByRole('heading', { name: 'Aspetto', level: 1 });
  const primary = await screen.findByRole('textbox', { name: 'Colore primario' });
  return { ...app, primary };
}

// Re-read each time: an invalid value (e.g. the empty box while typing) replaces the swatch.
const swatch = () => screen.getByTestId('preview-primary');

describe('/admin/theme', { timeout: 30_000 }, () => {
  it('is refused to non-admins', async () => {
    signedInAs(testProfile({ role: 'editor' }));
    renderApp('/admin/theme');
    expect(await screen.findByRole('heading', { name: 'Accesso negato' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Colore primario' })).not.toBeInTheDocument();
  });

  it('accepts 4- and 7-character hex values and previews them with the contrast rule', async () => {
    const { user, primary } = await openAppearance();
    // The default #09090b is dark: light text.
    expect(within(swatch()).getByText(/testo chiaro/)).toBeInTheDocument();

    await user.clear(primary);
    await user.type(primary, '#ff0');
    expect(swatch()).toHaveStyle({ backgroundColor: 'rgb(255, 255, 0)', color: 'rgb(9, 9, 11)' });
    expect(within(swatch()).getByText('Luminosità 226 (≥ 128): testo scuro.')).toBeInTheDocument();
    expect(screen.getByLabelText('Selettore per Colore primario')).toHaveValue('#ffff00');

    await user.clear(primary);
    await user.type(primary, '#1E3A8A');
    expect(swatch()).toHaveStyle({
      backgroundColor: 'rgb(30, 58, 138)',
      color: 'rgb(250, 250, 250)',
    });
    expect(within(swatch()).getByText('Luminosità 59 (< 128): testo chiaro.')).toBeInTheDocument();
  });

  it('puts the threshold at brightness 128', async () => {
    const { user, primary } = await openAppearance();
    // #808080 has brightness exactly 128 → dark text; #7f7f7f is 127 → light text.
    await user.clear(primary);
    await user.type(primary, '#808080');
    expect(within(swatch()).getByText(/testo scuro/)).toBeInTheDocument();
    await user.clear(primary);
    await user.type(primary, '#7f7f7f');
    expect(within(swatch()).getByText(/testo chiaro/)).toBeInTheDocument();
  });

  it('refuses other lengths and keeps the form unsent', async () => {
    let patched = false;
    server.use(
      http.patch(rest('themes'), () => {
        patched = true;
        return HttpResponse.json(defaultTheme);
      }),
    );
    const { user, primary } = await openAppearance();
    await user.clear(primary);
    await user.type(primary, '#abcd');
    await user.click(screen.getByRole('button', { name: 'Salva aspetto' }));
    expect(
      await screen.findByText(
        'Inserisci un colore esadecimale di 4 o 7 caratteri, ad esempio #fa0 o #1e3a8a',
      ),
    ).toBeInTheDocument();
    expect(primary).toHaveAttribute('aria-invalid', 'true');
    expect(patched).toBe(false);
  });

  it('saves the colours and font to themes id=1, disabling the button meanwhile', async () => {
    let body: unknown;
    let url = '';
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.patch(rest('themes'), async ({ request }) => {
        url = request.url;
        body = await request.json();
        await held;
        return HttpResponse.json({ ...defaultTheme, ...(body as object) });
      }),
    );
    const { user, primary } = await openAppearance();
    await user.clear(primary);
    await user.type(primary, '#fa0');
    const save = screen.getByRole('button', { name: 'Salva aspetto' });
    await user.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    release();
    expect(
      await screen.findByText('Aspetto salvato: il sito è già aggiornato.'),
    ).toBeInTheDocument();
    expect(new URL(url).searchParams.get('id')).toBe('eq.1');
    expect(body).toMatchObject({
      primary_color: '#fa0',
      secondary_color: '#64748b',
      font_family: 'Inter',
    });
    await waitFor(() => expect(save).toBeEnabled());
  });

  it('keeps the input when the server refuses it and shows the error', async () => {
    server.use(
      http.patch(rest('themes'), () =>
        HttpResponse.json(
          {
            code: '42501',
            message: 'new row violates row-level security policy',
            details: null,
            hint: null,
          },
          { status: 403 },
        ),
      ),
    );
    const { user, primary } = await openAppearance();
    await user.clear(primary);
    await user.type(primary, '#123456');
    await user.click(screen.getByRole('button', { name: 'Salva aspetto' }));
    expect(
      await screen.findByText('new row violates row-level security policy'),
    ).toBeInTheDocument();
    expect(primary).toHaveValue('#123456');
  });
});
