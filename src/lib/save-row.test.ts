import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { saveRow } from '@/lib/save-row';
import { rest, server } from '@/test/server';

const venue = { name: 'Oratorio San Luigi', city: 'Lecco' };

describe('saveRow', () => {
  it('inserts a row without id and resolves to the new id', async () => {
    let sent: { url: URL; body: unknown } | undefined;
    server.use(
      http.post(rest('venues'), async ({ request }) => {
        sent = { url: new URL(request.url), body: await request.json() };
        return HttpResponse.json({ id: 7 }, { status: 201 });
      }),
    );
    await expect(saveRow('venues', undefined, venue)).resolves.toBe(7);
    expect(sent?.body).toEqual(venue);
    expect(sent?.url.searchParams.get('select')).toBe('id');
  });

  it('updates the row with that id and resolves to it', async () => {
    let url: URL | undefined;
    server.use(
      http.patch(rest('venues'), ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json([{ id: 5 }]);
      }),
    );
    await expect(saveRow('venues', 5, venue)).resolves.toBe(5);
    expect(url?.searchParams.get('id')).toBe('eq.5');
  });

  it('fails when the update changed no row (gone, or hidden by row-level security)', async () => {
    server.use(http.patch(rest('venues'), () => HttpResponse.json([])));
    await expect(saveRow('venues', 5, venue)).rejects.toThrow(/^Nessuna modifica salvata/);
  });

  it('passes the database refusal on', async () => {
    server.use(
      http.post(rest('venues'), () =>
        HttpResponse.json(
          { code: '42501', message: 'new row violates row-level security policy' },
          { status: 403 },
        ),
      ),
    );
    await expect(saveRow('venues', undefined, venue)).rejects.toMatchObject({ code: '42501' });
  });
});
