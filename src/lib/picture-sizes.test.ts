import { describe, expect, it } from 'vitest';
import {
  pictureAttributes,
  pictureCopyPath,
  picturePaths,
  pictureSrcSet,
  sizedPicturePath,
} from '@/lib/picture-sizes';

const STORAGE = 'https://project.supabase.co/storage/v1/object/public/articles';

describe('stored pictures and their copies', () => {
  it('names a picture by its width and format, whatever the uploaded file was called', () => {
    expect(sizedPicturePath('news/cover-1-ab.JPEG', 2048, 'webp')).toBe(
      'news/cover-1-ab.2048w.webp',
    );
    expect(sizedPicturePath('7/logo-2-cd.png', 300, 'png')).toBe('7/logo-2-cd.300w.png');
    expect(pictureCopyPath('news/cover-1-ab.2048w.webp', 640)).toBe(
      'news/cover-1-ab.2048w.640.webp',
    );
  });

  it('lists every copy narrower than the picture, then the picture, by width', () => {
    expect(pictureSrcSet(`${STORAGE}/news/c.2048w.webp`)).toBe(
      [
        `${STORAGE}/news/c.2048w.160.webp 160w`,
        `${STORAGE}/news/c.2048w.320.webp 320w`,
        `${STORAGE}/news/c.2048w.640.webp 640w`,
        `${STORAGE}/news/c.2048w.1280.webp 1280w`,
        `${STORAGE}/news/c.2048w.webp 2048w`,
      ].join(', '),
    );
    // A picture 500 pixels wide has no copy of 640 or 1,280.
    expect(pictureSrcSet('/x/logo.500w.jpg')).toBe(
      '/x/logo.500w.160.jpg 160w, /x/logo.500w.320.jpg 320w, /x/logo.500w.jpg 500w',
    );
    // Nor one as wide as itself.
    expect(pictureSrcSet('/x/logo.160w.png')).toBe('/x/logo.160w.png 160w');
  });

  it('keeps what follows the name in each address', () => {
    expect(pictureSrcSet('/x/a.400w.webp?v=2')).toBe(
      '/x/a.400w.160.webp?v=2 160w, /x/a.400w.320.webp?v=2 320w, /x/a.400w.webp?v=2 400w',
    );
  });

  it('leaves any other address as it is: a GIF, an older upload, a demo file', () => {
    for (const address of [
      `${STORAGE}/news/cover-1.jpg`,
      '/demo/articles/finale.webp',
      '/x/anim.400w.gif',
      '/x/a.400w.webp.exe',
    ]) {
      expect(pictureSrcSet(address)).toBeNull();
      expect(pictureAttributes(address, '100vw')).toEqual({ src: address });
      expect(picturePaths('news/cover-1.jpg')).toEqual(['news/cover-1.jpg']);
    }
  });

  it('gives an <img> its set and sizes, and a removal every object', () => {
    expect(pictureAttributes('/p/a.300w.webp', '96px')).toEqual({
      src: '/p/a.300w.webp',
      srcSet: '/p/a.300w.160.webp 160w, /p/a.300w.webp 300w',
      sizes: '96px',
    });
    expect(picturePaths('u/media-1.700w.jpg')).toEqual([
      'u/media-1.700w.jpg',
      'u/media-1.700w.160.jpg',
      'u/media-1.700w.320.jpg',
      'u/media-1.700w.640.jpg',
    ]);
  });
});
