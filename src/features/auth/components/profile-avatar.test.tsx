import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedInAs, testProfile } from '@/test/auth';
import { renderApp } from '@/test/render-app';
import { server } from '@/test/server';

// The avatars bucket takes raster images of up to 2 MB (an SVG could carry script); the picker
// offers only those and says so before anything is sent.
describe('the profile picture picker', { timeout: 30_000 }, () => {
  function pick(file: File) {
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [file] } });
    return input;
  }

  it('offers raster images only and refuses an SVG or a large picture without uploading', async () => {
    signedInAs(testProfile());
    const uploads: string[] = [];
    server.use(
      http.post(/\/storage\/v1\/object\//, ({ request }) => {
        uploads.push(request.url);
        return HttpResponse.json({ Key: 'avatars/x.png' });
      }),
    );
    renderApp('/profile');
    await screen.findByLabelText('Nuova password', undefined, { timeout: 10_000 });
    const input = pick(
      new File(
        ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
        'me.svg',
        {
          type: 'image/svg+xml',
        },
      ),
    );
    expect(input.accept.split(',')).not.toContain('image/svg+xml');
    expect(input.accept).not.toContain('image/*');
    expect(
      await screen.findByText('Il file deve essere un’immagine (JPG, PNG, WebP, GIF o AVIF).'),
    ).toBeInTheDocument();

    pick(new File([new Uint8Array(3 * 2 ** 20)], 'big.png', { type: 'image/png' }));
    expect(
      await screen.findByText('L’immagine è troppo grande (massimo 2 MB).'),
    ).toBeInTheDocument();
    expect(uploads).toEqual([]);
  });
});
