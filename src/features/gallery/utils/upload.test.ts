import { describe, expect, it } from 'vitest';
import {
  fileProblem,
  MAX_BYTES,
  objectPath,
  selectionProblem,
} from '@/features/gallery/utils/upload';

const file = (name: string, type: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type });

describe('upload validation', () => {
  it('needs one to ten files', () => {
    expect(selectionProblem([])).toBe('none');
    expect(
      selectionProblem(Array.from({ length: 10 }, () => file('a.png', 'image/png'))),
    ).toBeNull();
    expect(selectionProblem(Array.from({ length: 11 }, () => file('a.png', 'image/png')))).toBe(
      'tooMany',
    );
  });

  it('accepts the gallery bucket’s raster images and MP4 or WebM videos only', () => {
    expect(fileProblem(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(fileProblem(file('a.avif', 'image/avif'))).toBeNull();
    expect(fileProblem(file('a.mp4', 'video/mp4'))).toBeNull();
    expect(fileProblem(file('a.webm', 'video/webm'))).toBeNull();
    expect(fileProblem(file('a.pdf', 'application/pdf'))).toBe('type');
    expect(fileProblem(file('a.svg', 'image/svg+xml'))).toBe('type');
    expect(fileProblem(file('a.html', 'text/html'))).toBe('type');
    expect(fileProblem(file('a.mov', 'video/quicktime'))).toBe('type');
  });

  it('refuses files over the gallery bucket’s 50 MB limit (storage migration: 52428800)', () => {
    // A real 50 MB buffer is not needed: only `size` is read.
    const sized = (size: number) =>
      Object.defineProperty(file('a.mp4', 'video/mp4'), 'size', { value: size });
    expect(MAX_BYTES).toBe(52_428_800);
    expect(fileProblem(sized(MAX_BYTES))).toBeNull();
    expect(fileProblem(sized(MAX_BYTES + 1))).toBe('size');
  });

  it('stores files in the uploader’s folder under a fresh name', () => {
    expect(objectPath('u-1', file('Foto Finale.JPG', 'image/jpeg'))).toMatch(
      /^u-1\/\d+-[a-z\d]+\.jpg$/,
    );
  });
});
