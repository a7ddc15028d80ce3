import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { TEST_SUPABASE_URL } from '@/test/constants';

export const rest = (path: string) => `${TEST_SUPABASE_URL}/rest/v1/${path}`;
export const auth = (path: string) => `${TEST_SUPABASE_URL}/auth/v1/${path}`;

/** PostgREST's answer to .single() when no row matched. */
export const noRows = () =>
  HttpResponse.json(
    {
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'JSON object requested, multiple (or no) rows returned',
    },
    { status: 406 },
  );

export const defaultTheme = {
  id: 1,
  primary_color: '#09090b',
  secondary_color: '#64748b',
  font_family: 'Inter',
  logo_url: null,
};

/**
 * A quiet, empty league: the default theme, and every other read answers "nothing" the way
 * PostgREST would (an empty list, or PGRST116 for `.single()`), so a test only mocks the data
 * it is about. Writes, RPCs and auth calls are not covered: an unmocked one fails the test.
 */
const nothing = ({ request }: { request: Request }) =>
  request.headers.get('accept')?.includes('vnd.pgrst.object') ? noRows() : HttpResponse.json([]);

export const defaultHandlers = [
  http.get(rest('themes'), () => HttpResponse.json(defaultTheme)),
  // What every render of `/` reads: no saved layout (the default widget grid), no countdown.
  http.get(rest('homepage_layout'), nothing),
  http.get(rest('countdown_event'), nothing),
  http.get(rest('*'), nothing),
];

export const server = setupServer(...defaultHandlers);
