import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageUploadField, type ImageValue } from '@/components/admin/image-upload-field';
import { TEST_SUPABASE_URL } from '@/test/constants';
import { server } from '@/test/server';

function Field({
  onChange,
  buildPath = () => '7/logo.png',
}: {
  onChange: (value: ImageValue) => void;
  buildPath?: (file: File) => string | null;
}) {
  const [value, setValue] = useState<ImageValue>(null);
  return (
    <>
      <label htmlFor="logo">Logo</label>
      <ImageUploadField
        id="logo"
        value={value}
        bucket="team-media"
        buildPath={buildPath}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </>
  );
}

const png = () => new File(['png-bytes'], 'logo.png', { type: 'image/png' });

/** The storage paths uploaded to, each answered as the bucket does. */
function recordUploads(): string[] {
  const uploads: string[] = [];
  server.use(
    http.post(`${TEST_SUPABASE_URL}/storage/v1/object/:bucket/*`, ({ request }) => {
      const { pathname } = new URL(request.url);
      uploads.push(pathname);
      return HttpResponse.json({ Key: pathname.replace('/storage/v1/object/', ''), Id: 'x' });
    }),
  );
  return uploads;
}

describe('ImageUploadField', () => {
  beforeEach(() => {
    // jsdom has no object URLs; the preview of a not-yet-uploaded file needs one.
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  it('uploads to the bucket at the built path and returns the public URL', async () => {
    const uploads = recordUploads();
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    await userEvent.upload(screen.getByLabelText('Logo'), png());
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(
        `${TEST_SUPABASE_URL}/storage/v1/object/public/team-media/7/logo.png`,
      ),
    );
    expect(uploads).toEqual(['/storage/v1/object/team-media/7/logo.png']);
    expect(screen.getByRole('img', { name: 'Anteprima' })).toHaveAttribute(
      'src',
      `${TEST_SUPABASE_URL}/storage/v1/object/public/team-media/7/logo.png`,
    );
    expect(screen.getByRole('button', { name: 'Cambia immagine' })).toBeInTheDocument();
  });

  it('refuses a file that is not a raster image, SVG included (it can carry scripts)', async () => {
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('Logo'),
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
        type: 'image/svg+xml',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il file deve essere un’immagine (JPG, PNG, WebP, GIF o AVIF).',
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes a photo over the bucket’s limit to scale it, and says so when it cannot', async () => {
    const uploads = recordUploads();
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    expect(
      screen.getByText('Immagine fino a 40 MB: le foto sono ridotte al caricamento.'),
    ).toBeInTheDocument();
    // A camera's 6 MB, which this browser (jsdom: no createImageBitmap) cannot scale: refused
    // before anything is sent, with the bucket's limit.
    const photo = png();
    Object.defineProperty(photo, 'size', { value: 6 * 1024 * 1024 });
    await userEvent.upload(screen.getByLabelText('Logo'), photo);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'L’immagine è troppo grande (massimo 5 MB).',
    );
    expect(uploads).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a photo over 40 MB, and a GIF (never scaled) over the bucket’s limit', async () => {
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    const huge = png();
    Object.defineProperty(huge, 'size', { value: 41 * 1024 * 1024 });
    await userEvent.upload(screen.getByLabelText('Logo'), huge);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'L’immagine è troppo grande (massimo 40 MB).',
    );
    const gif = new File(['gif'], 'anim.gif', { type: 'image/gif' });
    Object.defineProperty(gif, 'size', { value: 6 * 1024 * 1024 });
    await userEvent.upload(screen.getByLabelText('Logo'), gif);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'L’immagine è troppo grande (massimo 5 MB).',
      ),
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows the server's message when the upload fails", async () => {
    server.use(
      http.post(`${TEST_SUPABASE_URL}/storage/v1/object/:bucket/*`, () =>
        HttpResponse.json(
          {
            statusCode: '403',
            error: 'Unauthorized',
            message: 'new row violates row-level security policy',
          },
          { status: 403 },
        ),
      ),
    );
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    await userEvent.upload(screen.getByLabelText('Logo'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'new row violates row-level security policy',
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps the file for later when the path is not known yet', async () => {
    const onChange = vi.fn();
    render(<Field onChange={onChange} buildPath={() => null} />);
    const file = png();
    await userEvent.upload(screen.getByLabelText('Logo'), file);
    expect(onChange).toHaveBeenCalledWith(file);
    expect(await screen.findByRole('img', { name: 'Anteprima' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Rimuovi immagine' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
