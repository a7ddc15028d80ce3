import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, testProfile } from '@/test/auth';
import { draftArticle } from '@/test/content-fixtures';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

// Whole-app renders load lazy route chunks, which take more than 1 s when files run in parallel.
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

// The edit page pulls in TipTap; loading it once up front keeps each test within its timeouts.
beforeAll(async () => {
  await import('@/features/news/admin/components/article-form');
}, 30_000);

/** As the server answers the article's readers: oldest first. */
const comments = [
  {
    id: 11,
    body: 'Ci saremo!',
    created_at: '2026-11-20T10:00:00Z',
    author_id: 'c0ffee00-0000-4000-8000-000000000003',
    author: { first_name: 'Luca', last_name: 'Ferrari', avatar_url: null },
  },
  {
    id: 12,
    body: 'Fuori tema',
    created_at: '2026-11-21T10:00:00Z',
    author_id: 'c0ffee00-0000-4000-8000-000000000004',
    author: null,
  },
];

// The moderation list is the readers' list (one query, one key), shown newest first.
describe('comment moderation on /admin/articles/:id/edit', { timeout: 40_000 }, () => {
  it('lists the comments newest first and deletes any of them', async () => {
    signedInAs(testProfile({ role: 'editor' }));
    let shown = [...comments];
    const deleted: string[] = [];
    server.use(
      http.get(rest('articles'), () => HttpResponse.json(draftArticle)),
      http.get(rest('comments'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        expect(params.get('article_id')).toBe('eq.42');
        return HttpResponse.json(shown);
      }),
      http.delete(rest('comments'), ({ request }) => {
        const id = new URL(request.url).searchParams.get('id') ?? '';
        deleted.push(id);
        shown = shown.filter((comment) => `eq.${comment.id}` !== id);
        return HttpResponse.json([{ id: Number(id.slice(3)) }]);
      }),
    );
    const { user } = renderApp('/admin/articles/42/edit');
    await screen.findByRole('heading', { name: '2 commenti' }, { timeout: 15_000 });
    const items = within(screen.getByText('Ci saremo!').closest('ul')!).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p:last-child')?.textContent)).toEqual([
      'Fuori tema',
      'Ci saremo!',
    ]);
    expect(items[0]).toHaveTextContent('Utente');

    await user.click(
      within(items[1]!).getByRole('button', { name: 'Elimina «commento di Luca Ferrari»' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(screen.queryByText('Ci saremo!')).not.toBeInTheDocument());
    expect(deleted).toEqual(['eq.11']);
    expect(await screen.findByRole('heading', { name: '1 commento' })).toBeInTheDocument();
  });
});
