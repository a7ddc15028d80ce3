import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { searchWithReference } from '@/lib/search-by-name';
import { rest, server } from '@/test/server';

describe('searchWithReference', () => {
  it('matches the columns, or the rows whose referenced name matches', async () => {
    let asked: URLSearchParams | undefined;
    server.use(
      http.get(rest('teams'), ({ request }) => {
        asked = new URL(request.url).searchParams;
        return HttpResponse.json([{ id: 3 }, { id: 5 }]);
      }),
    );
    await expect(
      searchWithReference(['first_name', 'last_name'], ' rossi ', ['team_id', 'teams']),
    ).resolves.toBe('first_name.ilike."*rossi*",last_name.ilike."*rossi*",team_id.in.(3,5)');
    expect(asked?.get('name')).toBe('ilike.%rossi%');
    expect(asked?.get('select')).toBe('id');
  });

  it('matches the columns only when no referenced row is named so', async () => {
    server.use(http.get(rest('venues'), () => HttpResponse.json([])));
    await expect(
      searchWithReference(['name', 'parish'], 'centro', ['venue_id', 'venues']),
    ).resolves.toBe('name.ilike."*centro*",parish.ilike."*centro*"');
  });
});
