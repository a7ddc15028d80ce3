import { describe, expect, it } from 'vitest';
import {
  fileProblem,
  MAX_BYTES,
  selectionProblem,
  uploadSchema,
} from '@/entities/media/media-rules';

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

  it('gives the admin’s upload form the same rules, one message for the selection', () => {
    const problem = (files: File[]) => uploadSchema.safeParse({ files }).error?.issues[0]?.message;
    const sized = (size: number) =>
      Object.defineProperty(file('a.mp4', 'video/mp4'), 'size', { value: size });
    const png = file('a.png', 'image/png');
    expect(problem([png, sized(MAX_BYTES)])).toBeUndefined();
    expect(problem([])).toBe('admin-gallery:validation.noFiles');
    expect(problem(Array.from({ length: 11 }, () => png))).toBe(
      'admin-gallery:validation.tooManyFiles',
    );
    expect(problem([png, file('a.svg', 'image/svg+xml')])).toBe(
      'admin-gallery:validation.fileType',
    );
    expect(problem([png, sized(MAX_BYTES + 1)])).toBe('admin-gallery:validation.fileSize');
  });
});
