import { http, HttpResponse } from 'msw';
import { TEST_SUPABASE_URL } from '@/test/constants';
import { rest, server } from '@/test/server';

const OBJECTS = `${TEST_SUPABASE_URL}/storage/v1/object/gallery`;

/**
 * Serves the gallery's upload (src/features/gallery/api/upload-media.ts): stores each object,
 * records each media_items insert, and takes the removal of stored objects. `refuseInsert`
 * answers the n-th insert (from 1) with row-level security's refusal.
 */
export function serveGalleryUploads({ refuseInsert }: { refuseInsert?: number } = {}) {
  const stored: string[] = [];
  const inserts: unknown[] = [];
  server.use(
    http.post(`${OBJECTS}/*`, ({ request }) => {
      const path = new URL(request.url).pathname.replace('/storage/v1/object/gallery/', '');
      stored.push(path);
      return HttpResponse.json({ Key: `gallery/${path}`, Id: 'x' });
    }),
    http.post(rest('media_items'), async ({ request }) => {
      inserts.push(await request.json());
      return inserts.length === refuseInsert
        ? HttpResponse.json(
            { message: 'new row violates row-level security policy' },
            { status: 403 },
          )
        : new HttpResponse(null, { status: 201 });
    }),
    http.delete(OBJECTS, () => HttpResponse.json([])),
  );
  return { stored, inserts };
}
