import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { signedInAs, testProfile, TEST_USER_ID } from '@/test/auth';
import { TEST_SUPABASE_URL } from '@/test/constants';
import { serveGalleryUploads } from '@/test/gallery-uploads';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

// The first render of a file lazy-loads the route module and its namespace, which can take
// seconds on a busy machine.
const FIRST = { timeout: 10_000 };
vi.setConfig({ testTimeout: 20_000 });

const albums = [
  {
    id: 1,
    name: 'Finale playoff 2025/26',
    description: 'La serata della finale.',
    created_at: '2026-03-29T07:00:00Z',
    item_count: 5,
    cover: [{ storage_path: 'demo/finale-1.webp' }],
  },
];
const media = [
  {
    id: 1,
    type: 'image',
    storage_path: 'demo/finale-1.webp',
    caption: 'Il riscaldamento',
    created_at: '2026-03-29T07:01:00Z',
  },
  {
    id: 2,
    type: 'video',
    storage_path: 'u-1/gol.mp4',
    caption: 'Il gol del 6-5',
    created_at: '2026-03-29T07:02:00Z',
  },
];

const png = (name: string) => new File([new Uint8Array(8)], name, { type: 'image/png' });
const publicUrl = (path: string) => `${TEST_SUPABASE_URL}/storage/v1/object/public/gallery/${path}`;

function serveGallery({ albumList = albums, items = media } = {}) {
  server.use(
    http.get(rest('albums'), ({ request }) => {
      const id = new URL(request.url).searchParams.get('id');
      if (id === 'eq.1') return HttpResponse.json([{ ...albums[0], media: items }]);
      if (id) return HttpResponse.json([]);
      return HttpResponse.json(albumList);
    }),
    http.get(rest('media_items'), () => HttpResponse.json(items)),
  );
}

describe('/gallery', () => {
  it('shows albums, then every media item in the other tab, with a lightbox and video playback', async () => {
    serveGallery();
    const { user } = renderApp('/gallery');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Galleria' }, FIRST),
    ).toBeInTheDocument();
    const album = await screen.findByRole('link', { name: /Finale playoff 2025\/26/ });
    expect(album).toHaveAttribute('href', '/gallery/albums/1');
    expect(within(album).getByText(/5 elementi/)).toBeInTheDocument();
    expect(album.querySelector('img')).toHaveAttribute('src', publicUrl('demo/finale-1.webp'));
    expect(screen.getByRole('link', { name: 'Accedi per caricare' })).toHaveAttribute(
      'href',
      '/login',
    );

    await user.click(screen.getByRole('tab', { name: 'Tutti i media' }));
    await user.click(
      await screen.findByRole('button', { name: "Apri l'immagine: Il riscaldamento" }),
    );
    const lightbox = await screen.findByRole('dialog', { name: 'Il riscaldamento' });
    expect(within(lightbox).getByRole('img', { name: 'Il riscaldamento' })).toHaveAttribute(
      'src',
      publicUrl('demo/finale-1.webp'),
    );
    await user.click(within(lightbox).getByRole('button', { name: /Successivo/ }));
    const video = await screen.findByRole('dialog', { name: 'Il gol del 6-5' });
    expect(video.querySelector('video[controls]')).toHaveAttribute('src', publicUrl('u-1/gol.mp4'));
  });

  it('says when there are no albums or media', async () => {
    serveGallery({ albumList: [], items: [] });
    const { user } = renderApp('/gallery');
    expect(await screen.findByText('Nessun album nella galleria.', {}, FIRST)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Tutti i media' }));
    expect(await screen.findByText('Nessuna foto o video nella galleria.')).toBeInTheDocument();
  });

  it('validates the upload: at least one file, at most ten', async () => {
    signedInAs(testProfile());
    serveGallery();
    const { user } = renderApp('/gallery');
    await user.click(await screen.findByRole('button', { name: 'Carica foto e video' }, FIRST));
    const dialog = await screen.findByRole('dialog', { name: 'Carica nella galleria' });

    await user.click(within(dialog).getByRole('button', { name: 'Carica' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Devi selezionare almeno un file.');

    const input = within(dialog).getByLabelText('File');
    fireEvent.change(input, {
      target: { files: Array.from({ length: 11 }, (_, i) => png(`f${i}.png`)) },
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Puoi caricare al massimo 10 file alla volta.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Carica' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('10 file alla volta');
  });

  it('uploads each file to <uid>/… in the gallery bucket and records it in the chosen album', async () => {
    signedInAs(testProfile());
    serveGallery();
    const { stored, inserts } = serveGalleryUploads({ refuseInsert: 2 });
    const { user } = renderApp('/gallery');
    await user.click(await screen.findByRole('button', { name: 'Carica foto e video' }, FIRST));
    const dialog = await screen.findByRole('dialog', { name: 'Carica nella galleria' });
    fireEvent.change(within(dialog).getByLabelText('File'), {
      target: { files: [png('uno.png'), png('due.png')] },
    });
    await user.selectOptions(within(dialog).getByLabelText('Album (facoltativo)'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Carica' }));

    const files = within(dialog).getByRole('list', { name: 'File selezionati' });
    await waitFor(() => expect(within(files).getByText('Caricato')).toBeInTheDocument());
    expect(
      await within(files).findByText('new row violates row-level security policy'),
    ).toBeInTheDocument();
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatch(new RegExp(`^${TEST_USER_ID}/media-\\d+-[a-z\\d]+\\.png$`));
    // One insert per file; the database sets uploaded_by to the uploader.
    expect(inserts[0]).toEqual([{ type: 'image', album_id: 1, storage_path: stored[0] }]);
  });
});

describe('/gallery/albums/:id', () => {
  it('shows the album and its media', async () => {
    serveGallery();
    renderApp('/gallery/albums/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Finale playoff 2025/26' }, FIRST),
    ).toBeInTheDocument();
    expect(screen.getByText('La serata della finale.')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Guarda il video: Il gol del 6-5' }),
    ).toBeInTheDocument();
  });

  it('shows the not-found state', async () => {
    serveGallery();
    renderApp('/gallery/albums/42');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Album non trovato' }, FIRST),
    ).toBeInTheDocument();
  });
});
