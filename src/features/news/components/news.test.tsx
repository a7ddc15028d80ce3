import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { signedInAs, testProfile, TEST_USER_ID } from '@/test/auth';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

// The first render of a file lazy-loads the route module and its namespace, which can take
// seconds on a busy machine.
const FIRST = { timeout: 10_000 };
vi.setConfig({ testTimeout: 20_000 });

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

const article = {
  id: 1,
  title: 'Final Four di Coppa Oratori',
  slug: 'final-four',
  content:
    '<p>È ufficiale: <strong>Final Four</strong> il 19 dicembre.</p><script>alert(1)</script>',
  cover_image_url: '/demo/articles/final-four-coppa.svg',
  published_at: daysAgo(4),
  pinned: true,
  author: { first_name: 'Giulia', last_name: 'Rossi' },
};

/** The article as the list asks for it: its excerpt (the database's), not its content. */
const listed = {
  id: article.id,
  title: article.title,
  slug: article.slug,
  excerpt: 'È ufficiale: Final Four il 19 dicembre.',
  cover_image_url: article.cover_image_url,
  published_at: article.published_at,
  pinned: article.pinned,
};

const OTHER_USER = 'c0ffee00-0000-4000-8000-000000000003';
const comments = [
  {
    id: 11,
    body: 'Ci saremo!',
    created_at: daysAgo(3),
    author_id: OTHER_USER,
    author: { first_name: 'Luca', last_name: 'Ferrari', avatar_url: null },
  },
  {
    id: 12,
    body: 'Il bar aperto è la notizia migliore',
    created_at: daysAgo(2),
    author_id: TEST_USER_ID,
    author: { first_name: 'Marco', last_name: 'Rossi', avatar_url: null },
  },
];

function serveArticle(found = true) {
  const state = { comments: [...comments], posted: null as unknown, deleted: [] as string[] };
  server.use(
    http.get(rest('articles'), () => HttpResponse.json(found ? [article] : [])),
    http.get(rest('comments'), () => HttpResponse.json(state.comments)),
    http.post(rest('comments'), async ({ request }) => {
      state.posted = await request.json();
      state.comments.push({ ...comments[1]!, id: 13, body: 'Forza ragazzi!' });
      return new HttpResponse(null, { status: 201 });
    }),
    http.delete(rest('comments'), ({ request }) => {
      const id = new URL(request.url).searchParams.get('id') ?? '';
      state.deleted.push(id);
      state.comments = state.comments.filter((c) => `eq.${c.id}` !== id);
      return HttpResponse.json([{ id: Number(id.slice(3)) }]);
    }),
  );
  return state;
}

describe('/news', () => {
  it('lists published articles with covers, relative dates and the pinned badge', async () => {
    server.use(
      http.get(rest('articles'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        expect(params.get('status')).toBe('eq.published');
        expect(params.get('order')).toBe('pinned.desc,published_at.desc');
        return HttpResponse.json([
          listed,
          {
            ...listed,
            id: 2,
            slug: 'torneo',
            title: 'Torneo di Natale',
            pinned: false,
            published_at: daysAgo(12),
          },
        ]);
      }),
    );
    renderApp('/news');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notizie' }, FIRST),
    ).toBeInTheDocument();
    const pinned = await screen.findByRole('link', { name: /Final Four di Coppa Oratori/ });
    expect(pinned).toHaveAttribute('href', '/news/final-four');
    expect(within(pinned).getByText('In evidenza')).toBeInTheDocument();
    expect(within(pinned).getByText('4 giorni fa')).toBeInTheDocument();
    expect(within(pinned).getByText('È ufficiale: Final Four il 19 dicembre.')).toBeInTheDocument();
    const other = screen.getByRole('link', { name: /Torneo di Natale/ });
    expect(within(other).queryByText('In evidenza')).not.toBeInTheDocument();
  });

  it("says 'Error loading news' in Italian when the list fails", async () => {
    server.use(
      http.get(rest('articles'), () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    renderApp('/news');
    expect(
      await screen.findByText('Errore nel caricamento delle notizie', {}, FIRST),
    ).toBeInTheDocument();
  });
});

describe('/news/:slug', () => {
  it('renders the sanitised article and asks anonymous visitors to sign in to comment', async () => {
    serveArticle();
    renderApp('/news/final-four');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Final Four di Coppa Oratori' }, FIRST),
    ).toBeInTheDocument();
    expect(screen.getByText('Final Four', { selector: 'strong' })).toBeInTheDocument();
    expect(document.querySelector('main script')).toBeNull();
    expect(screen.getByText(/di Giulia Rossi/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '2 commenti' })).toBeInTheDocument();
    expect(screen.getByText('Ci saremo!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accedi per commentare' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('button', { name: 'Elimina' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Il tuo commento')).not.toBeInTheDocument();
  });

  it('shows the spec text for a missing article', async () => {
    serveArticle(false);
    renderApp('/news/nope');
    expect(
      await screen.findByText(
        "L'articolo che stai cercando non esiste o è stato rimosso.",
        {},
        FIRST,
      ),
    ).toBeInTheDocument();
  });

  it('lets a player post, and delete only their own comment', async () => {
    signedInAs(testProfile({ role: 'player' }));
    const state = serveArticle();
    const { user } = renderApp('/news/final-four');
    const form = await screen.findByLabelText('Il tuo commento', {}, FIRST);

    const theirs = (await screen.findByText('Ci saremo!')).closest('li')!;
    const mine = screen.getByText('Il bar aperto è la notizia migliore').closest('li')!;
    expect(within(theirs).queryByRole('button', { name: 'Elimina' })).not.toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Elimina' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pubblica' }));
    expect(screen.getByText('Questo campo è obbligatorio')).toBeInTheDocument();

    await user.type(form, 'Forza ragazzi!');
    await user.click(screen.getByRole('button', { name: 'Pubblica' }));
    expect(await screen.findByText('Forza ragazzi!')).toBeInTheDocument();
    expect(state.posted).toEqual({ article_id: 1, body: 'Forza ragazzi!' });
    expect(form).toHaveValue('');

    await user.click(within(mine).getByRole('button', { name: 'Elimina' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sei sicuro?' });
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() =>
      expect(screen.queryByText('Il bar aperto è la notizia migliore')).not.toBeInTheDocument(),
    );
    expect(state.deleted).toEqual(['eq.12']);
  });

  it('lets an editor delete anyone’s comment', async () => {
    signedInAs(testProfile({ role: 'editor' }));
    serveArticle();
    renderApp('/news/final-four');
    await screen.findByLabelText('Il tuo commento', {}, FIRST);
    await screen.findByText('Ci saremo!');
    expect(screen.getAllByRole('button', { name: 'Elimina' })).toHaveLength(2);
  });
});
