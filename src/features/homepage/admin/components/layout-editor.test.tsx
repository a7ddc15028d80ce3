import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, testProfile } from '@/test/auth';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

// Whole-app renders load lazy route chunks, which take more than 1 s when files run in parallel.
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

// Hero and pinned-article widgets only: their previews need nothing but these handlers.
const storedRows = [
  {
    id: 'row-hero',
    columns: [
      {
        id: 'col-hero',
        width: 12,
        widgets: [
          {
            id: 'w-hero',
            kind: 'hero',
            settings: {
              title: 'Campionato Oratori',
              button_text: 'Calendario',
              button_link: '/matches',
            },
          },
        ],
      },
    ],
  },
  {
    id: 'row-pinned',
    columns: [
      {
        id: 'col-pinned',
        width: 12,
        widgets: [{ id: 'w-pinned', kind: 'pinned_article', settings: {} }],
      },
    ],
  },
];

const pinnedArticle = {
  id: 5,
  title: 'Finale di Coppa',
  status: 'published',
  slug: 'finale-di-coppa',
  content: '<p>Che serata!</p>',
  cover_image_url: null,
  published_at: '2026-11-01T10:00:00Z',
};

function serveEditor({ pinned = [pinnedArticle] } = {}) {
  const saved: unknown[] = [];
  const articleQueries: URLSearchParams[] = [];
  server.use(
    http.get(rest('homepage_layout'), () => HttpResponse.json({ rows: storedRows })),
    http.patch(rest('homepage_layout'), async ({ request }) => {
      const body = (await request.json()) as { rows: unknown };
      saved.push(body.rows);
      return HttpResponse.json({ rows: body.rows });
    }),
    http.get(rest('articles'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      articleQueries.push(params);
      // The public widget asks for one article (an object); the editor's picker for a list.
      if (params.get('id')) return HttpResponse.json(pinned[0] ?? null);
      return HttpResponse.json(pinned.map(({ id, title, status }) => ({ id, title, status })));
    }),
    http.get(rest('albums'), () => HttpResponse.json([])),
    http.get(rest('countdown_event'), () => HttpResponse.json(null)),
  );
  return { saved, articleQueries };
}

async function openEditor(role: 'editor' | 'admin' = 'editor') {
  signedInAs(testProfile({ role }));
  const app = renderApp('/admin/homepage');
  await screen.findByRole('heading', { name: 'Struttura' });
  return app;
}

describe('/admin/homepage', { timeout: 40_000 }, () => {
  it('is refused to captains', async () => {
    signedInAs(testProfile({ role: 'captain', team_id: 1 }));
    renderApp('/admin/homepage');
    expect(await screen.findByRole('heading', { name: 'Accesso negato' })).toBeInTheDocument();
  });

  it('refuses a hero link that is not a path, with a clear message', async () => {
    const { saved } = serveEditor();
    const { user } = await openEditor();
    await user.click(
      screen.getByRole('button', { name: 'Impostazioni: Hero (riga 1, colonna 1)' }),
    );
    const dialog = await screen.findByRole('dialog');
    const link = within(dialog).getByLabelText('Link del pulsante');
    await user.clear(link);
    await user.type(link, 'https://evil.example/phish');
    await user.click(within(dialog).getByRole('button', { name: 'Applica' }));
    expect(
      await within(dialog).findByText(/Il link deve essere un percorso del sito che inizia con \//),
    ).toBeInTheDocument();
    expect(link).toHaveAttribute('aria-invalid', 'true');

    await user.clear(link);
    await user.type(link, '/tables');
    const title = within(dialog).getByLabelText('Titolo principale');
    await user.clear(title);
    await user.type(title, 'Benvenuti');
    await user.click(within(dialog).getByRole('button', { name: 'Applica' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The live preview follows before saving.
    expect(await screen.findByRole('heading', { name: 'Benvenuti' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salva layout' }));
    await screen.findByText('Layout salvato: la homepage è aggiornata.');
    expect(JSON.stringify(saved[0])).toContain('"button_link":"/tables"');
  });

  it('offers only pinned articles in the pinned-article widget', async () => {
    const { articleQueries } = serveEditor();
    const { user } = await openEditor();
    await user.click(
      screen.getByRole('button', {
        name: 'Impostazioni: Articolo in evidenza (riga 2, colonna 1)',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('combobox', { name: 'Articolo' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Finale di Coppa']);
    const listQuery = articleQueries.find((params) => !params.get('id'));
    expect(listQuery?.get('pinned')).toBe('eq.true');
  });

  it('says how to get a pinned article when there is none', async () => {
    serveEditor({ pinned: [] });
    const { user } = await openEditor();
    await user.click(
      screen.getByRole('button', {
        name: 'Impostazioni: Articolo in evidenza (riga 2, colonna 1)',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        'Vai su Articoli e metti in evidenza un articolo per mostrarlo qui.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Articolo' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Vai agli articoli' })).toHaveAttribute(
      'href',
      '/admin/articles',
    );
  });

  it('reorders rows from the keyboard, keeping focus on the moved row, and saves the order', async () => {
    const { saved } = serveEditor();
    const { user } = await openEditor();
    const up = screen.getByRole('button', { name: 'Sposta su: Riga 2' });
    up.focus();
    await user.keyboard('{Enter}');
    // Row 2 is now row 1: its "up" button is disabled, so focus moved to its "down" button.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Sposta giù: Riga 1' }),
      ),
    );
    expect(screen.getByText('Riga spostata in posizione 1.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sposta su: Riga 1' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Salva layout' }));
    await screen.findByText('Layout salvato: la homepage è aggiornata.');
    expect((saved[0] as { id: string }[]).map((row) => row.id)).toEqual(['row-pinned', 'row-hero']);
  });

  it('adds a row, a column and widgets, and removes one', async () => {
    const { saved } = serveEditor();
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Aggiungi riga' }));
    expect(await screen.findByRole('heading', { name: 'Riga 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aggiungi una colonna a Riga 3' }));
    for (const kind of ['Countdown', 'Ultime notizie']) {
      await user.click(
        screen.getByRole('combobox', { name: 'Aggiungi un widget alla colonna 2 della riga 3' }),
      );
      await user.click(await screen.findByRole('option', { name: kind }));
    }
    await user.click(screen.getByRole('button', { name: 'Rimuovi: Hero (riga 1, colonna 1)' }));
    await user.click(screen.getByRole('button', { name: 'Salva layout' }));
    await screen.findByText('Layout salvato: la homepage è aggiornata.');
    const rows = saved[0] as { columns: { widgets: { kind: string }[] }[] }[];
    expect(rows).toHaveLength(3);
    expect(rows[0]!.columns[0]!.widgets).toEqual([]);
    expect(rows[2]!.columns[1]!.widgets.map((widget) => widget.kind)).toEqual([
      'countdown',
      'latest_news',
    ]);
  });
});
