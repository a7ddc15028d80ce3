import { QueryObserver } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createQueryClient, retryDelay } from '@/lib/query-client';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

describe('query client policy', () => {
  it('waits 1 s before the first retry, doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('retries queries 3 times, never mutations, and drops unused data after 5 minutes', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.retry).toBe(3);
    expect(queries?.retryDelay).toBe(retryDelay);
    expect(queries?.gcTime).toBe(5 * 60 * 1000);
    expect(mutations?.retry).toBe(false);
  });

  it('runs a failing query 4 times in all (1 + 3 retries) before giving up', async () => {
    const client = createQueryClient();
    let calls = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['always-failing'],
      queryFn: () => {
        calls++;
        return Promise.reject(new Error('down'));
      },
      // The real backoff would make this test take 7 s; the count is what matters here.
      retryDelay: 0,
    });
    const unsubscribe = observer.subscribe(() => {});
    await waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));
    unsubscribe();
    expect(calls).toBe(4);
  });

  it('shows a failed query’s message in an error toast', async () => {
    server.use(
      http.get(rest('themes'), () =>
        HttpResponse.json(
          { code: 'XX000', message: 'Database is on holiday', details: null, hint: null },
          { status: 500 },
        ),
      ),
    );
    renderApp('/');
    expect(await screen.findByText('Database is on holiday')).toBeInTheDocument();
  });
});
