import { act, configure, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { articlesKeys } from '@/features/news/admin/api/articles-keys';
import { signedInAs, testProfile } from '@/test/auth';
import { draftArticle } from '@/test/content-fixtures';
import { serverError } from '@/test/league-fixtures';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

// Whole-app renders load lazy route chunks, which take more than 1 s when files run in parallel.
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

// The form pulls in TipTap; loading it once up front keeps each test within its timeouts.
beforeAll(async () => {
  await import('@/features/news/admin/components/article-form');
}, 30_000);

/** Serves article 42 until `fail` says the server is down; returns how many reads failed. */
function serveArticle(state: { fail: boolean; failed: number }) {
  server.use(
    http.get(rest('articles'), () => {
      if (!state.fail) return HttpResponse.json(draftArticle);
      state.failed += 1;
      return serverError();
    }),
    http.get(rest('comments'), () => HttpResponse.json([])),
  );
}

describe('/admin/articles/:id/edit', { timeout: 40_000 }, () => {
  it('keeps the form and what was typed when a background refetch fails', async () => {
    signedInAs(testProfile({ role: 'editor' }));
    const state = { fail: false, failed: 0 };
    serveArticle(state);
    const { user, queryClient } = renderApp('/admin/articles/42/edit');
    const title = await screen.findByLabelText('Titolo');
    expect(title).toHaveValue('Città in festa');
    await user.type(title, ' di Natale');

    state.fail = true;
    await act(() => queryClient.invalidateQueries({ queryKey: articlesKeys.detail(42) }));
    await waitFor(() => expect(state.failed).toBeGreaterThan(0));
    await waitFor(() =>
      expect(queryClient.getQueryState(articlesKeys.detail(42))?.status).toBe('error'),
    );

    expect(screen.queryByText('Errore nel caricamento degli articoli.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Titolo')).toBe(title);
    expect(title).toHaveValue('Città in festa di Natale');
  });

  it('shows the load error when the first load fails', async () => {
    signedInAs(testProfile({ role: 'editor' }));
    serveArticle({ fail: true, failed: 0 });
    renderApp('/admin/articles/42/edit');
    expect(await screen.findByText('Errore nel caricamento degli articoli.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Titolo')).not.toBeInTheDocument();
  });

  it('says when the article does not exist, with a way back to the list', async () => {
    signedInAs(testProfile({ role: 'editor' }));
    server.use(http.get(rest('articles'), () => HttpResponse.json(null)));
    renderApp('/admin/articles/42/edit');
    expect(
      await screen.findByRole('heading', { name: 'Articolo non trovato' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna agli articoli' })).toHaveAttribute(
      'href',
      '/admin/articles',
    );
  });
});
