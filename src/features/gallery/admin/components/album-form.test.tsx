import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, testProfile, TEST_USER_ID } from '@/test/auth';
import { serveGalleryUploads } from '@/test/gallery-uploads';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

// Whole-app renders load lazy route chunks, which take more than 1 s when files run in parallel.
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

const album = {
  id: 3,
  name: 'Open day',
  description: null,
  created_at: '2026-09-07T18:00:00Z',
  updated_at: '2026-09-07T18:00:00Z',
};

function serveAlbum() {
  const deleted: string[] = [];
  server.use(
    http.get(rest('albums'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      if (params.get('id') === 'eq.3') return HttpResponse.json(album);
      // The admin's paged list and the gallery's list (the move-to-album picker) alike.
      return HttpResponse.json([{ ...album, item_count: 2, cover: [] }], {
        headers: { 'Content-Range': '0-0/1' },
      });
    }),
    http.get(rest('media_items'), () =>
      HttpResponse.json([
        {
          id: 1,
          album_id: 3,
          type: 'image',
          storage_path: 'u-1/a.png',
          caption: 'La grigliata',
          uploaded_by: null,
          created_at: '2026-09-07T18:00:00Z',
        },
        {
          id: 2,
          album_id: 3,
          type: 'image',
          storage_path: 'u-1/b.png',
          caption: null,
          uploaded_by: null,
          created_at: '2026-09-07T18:00:00Z',
        },
      ]),
    ),
    http.delete(rest('albums'), ({ request }) => {
      deleted.push(new URL(request.url).searchParams.get('id') ?? '');
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { deleted };
}

describe('admin albums', { timeout: 30_000 }, () => {
  it('lists name, item count and creation date', async () => {
    signedInAs(testProfile({ role: 'editor' }));
    serveAlbum();
    renderApp('/admin/albums');
    const table = await screen.findByRole('table', { name: 'Galleria' });
    const row = (await within(table).findByRole('link', { name: 'Open day' })).closest('tr')!;
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(within(row).getByText('7 set 2026')).toBeInTheDocument();
  });

  it('requires a name for a new album', async () => {
    signedInAs(testProfile({ role: 'editor' }));
    const { user } = renderApp('/admin/albums/new');
    await user.click(await screen.findByRole('button', { name: 'Crea album' }));
    expect(await screen.findByText('Questo campo è obbligatorio')).toBeInTheDocument();
  });

  it('checks the number of files before uploading', async () => {
    signedInAs(testProfile({ role: 'editor' }));
    serveAlbum();
    const { user } = renderApp('/admin/albums/3/edit');
    const upload = await screen.findByRole('button', { name: 'Carica' });
    await user.click(upload);
    expect(await screen.findByText('Devi selezionare almeno un file.')).toBeInTheDocument();

    const files = Array.from(
      { length: 11 },
      (_, i) => new File(['x'], `foto-${i}.png`, { type: 'image/png' }),
    );
    fireEvent.change(screen.getByLabelText('Foto e video'), { target: { files } });
    await user.click(upload);
    expect(
      await screen.findByText('Puoi caricare al massimo 10 file alla volta.'),
    ).toBeInTheDocument();
  });

  it('refuses an SVG or a video other than MP4 and WebM before uploading', async () => {
    signedInAs(testProfile({ role: 'editor' }));
    serveAlbum();
    const { user } = renderApp('/admin/albums/3/edit');
    const upload = await screen.findByRole('button', { name: 'Carica' });
    for (const file of [
      new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
      new File(['x'], 'gol.mov', { type: 'video/quicktime' }),
    ]) {
      fireEvent.change(screen.getByLabelText('Foto e video'), { target: { files: [file] } });
      await user.click(upload);
      expect(
        await screen.findByText(
          'Puoi caricare solo immagini (JPG, PNG, WebP, GIF, AVIF) e video MP4 o WebM.',
        ),
      ).toBeInTheDocument();
    }
  });

  it('uploads the selection through the gallery’s one upload: each file, then one insert', async () => {
    signedInAs(testProfile({ role: 'editor' }));
    serveAlbum();
    const { stored, inserts } = serveGalleryUploads();
    const { user } = renderApp('/admin/albums/3/edit');
    const upload = await screen.findByRole('button', { name: 'Carica' });
    fireEvent.change(screen.getByLabelText('Foto e video'), {
      target: {
        files: [
          new File(['x'], 'uno.png', { type: 'image/png' }),
          new File(['x'], 'gol.mp4', { type: 'video/mp4' }),
        ],
      },
    });
    await user.click(upload);
    expect(await screen.findByText('2 file caricati.')).toBeInTheDocument();
    expect(stored).toHaveLength(2);
    for (const path of stored) expect(path).toMatch(new RegExp(`^${TEST_USER_ID}/media-`));
    expect(inserts).toEqual([
      [
        { type: 'image', storage_path: stored[0], album_id: 3 },
        { type: 'video', storage_path: stored[1], album_id: 3 },
      ],
    ]);
  });

  it('says that deleting an album moves its media out of it', async () => {
    signedInAs(testProfile({ role: 'editor' }));
    const { deleted } = serveAlbum();
    const { user, router } = renderApp('/admin/albums/3/edit');
    await screen.findByText('La grigliata');
    await user.click(screen.getByRole('button', { name: 'Elimina album' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Sei sicuro?');
    expect(dialog).toHaveTextContent(
      'I 2 elementi dell’album non vengono eliminati: escono dall’album e restano nella galleria.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/albums'));
    expect(deleted).toEqual(['eq.3']);
  });
});
