import { configure, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, testProfile } from '@/test/auth';
import { draftArticle } from '@/test/content-fixtures';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

// Whole-app renders load lazy route chunks, which take more than 1 s when files run in parallel.
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

/** Answers the slug check with `taken` and records the inserted row. */
function serveArticles({ taken = false } = {}) {
  const inserted: Record<string, unknown>[] = [];
  server.use(
    http.get(rest('articles'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      if (params.get('slug')) return HttpResponse.json(taken ? [{ id: 7 }] : []);
      if (params.get('id') === 'eq.42') return HttpResponse.json(draftArticle);
      return HttpResponse.json([]);
    }),
    http.post(rest('articles'), async ({ request }) => {
      const row = (await request.json()) as Record<string, unknown>;
      inserted.push(row);
      return HttpResponse.json({ ...draftArticle, ...row });
    }),
    http.get(rest('comments'), () => HttpResponse.json([])),
  );
  return inserted;
}

// The form pulls in TipTap; loading it once up front keeps each test within its timeouts.
beforeAll(async () => {
  await import('@/features/news/admin/components/article-form');
}, 30_000);

// Typing into several fields through the whole app is slow in jsdom.
describe('/admin/articles/new', { timeout: 40_000 }, () => {
  it('is refused to captains', async () => {
    signedInAs(testProfile({ role: 'captain', team_id: 1 }));
    renderApp('/admin/articles/new');
    expect(await screen.findByRole('heading', { name: 'Accesso negato' })).toBeInTheDocument();
  });

  it('generates the slug from the title, folding accents, until the slug is edited', async () => {
    signedInAs(testProfile({ role: 'editor' }));
    serveArticles();
    const { user } = renderApp('/admin/articles/new');
    const title = await screen.findByLabelText('Titolo');
    const slug = screen.getByLabelText('Slug (indirizzo)');
    await user.type(title, 'Città in festa: è già Natale!');
    expect(slug).toHaveValue('citta-in-festa-e-gia-natale');

    await user.clear(slug);
    await user.type(slug, 'natale');
    await user.type(title, ' Evviva');
    expect(slug).toHaveValue('natale');

    await user.click(screen.getByRole('button', { name: 'Dal titolo' }));
    expect(slug).toHaveValue('citta-in-festa-e-gia-natale-evviva');
  });

  it('refuses a malformed slug and one already in use, keeping the input', async () => {
    signedInAs(testProfile({ role: 'editor' }));
    const inserted = serveArticles({ taken: true });
    const { user } = renderApp('/admin/articles/new');
    await user.type(await screen.findByLabelText('Titolo'), 'Finale');
    const slug = screen.getByLabelText('Slug (indirizzo)');
    await user.clear(slug);
    await user.type(slug, 'Finale di Coppa');
    await user.click(screen.getByRole('button', { name: 'Crea articolo' }));
    expect(await screen.findByText(/Usa solo lettere minuscole/)).toBeInTheDocument();

    await user.clear(slug);
    await user.type(slug, 'finale');
    await user.click(screen.getByRole('button', { name: 'Crea articolo' }));
    expect(
      await screen.findByText('Questo slug è già usato da un altro articolo'),
    ).toBeInTheDocument();
    expect(inserted).toHaveLength(0);
    expect(screen.getByLabelText('Titolo')).toHaveValue('Finale');
  });

  it('requires a title, then creates the article and opens its edit page', async () => {
    signedInAs(testProfile({ role: 'editor' }));
    const inserted = serveArticles();
    const { user, router } = renderApp('/admin/articles/new');
    await user.click(await screen.findByRole('button', { name: 'Crea articolo' }));
    expect(await screen.findByText('Questo campo è obbligatorio')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Titolo'), 'Città in festa');
    await user.click(screen.getByRole('switch', { name: 'In evidenza' }));
    await user.click(screen.getByRole('button', { name: 'Crea articolo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/articles/42/edit'));
    expect(inserted[0]).toMatchObject({
      title: 'Città in festa',
      slug: 'citta-in-festa',
      status: 'draft',
      pinned: true,
      published_at: null,
    });
    expect(
      await screen.findByText('Ancora nessun commento.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
