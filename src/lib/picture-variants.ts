import {
  copyWidths,
  PICTURE_MAX_SIDE,
  pictureCopyPath,
  SCALED_TYPES,
  sizedPicturePath,
  type PictureFormat,
} from '@/lib/picture-sizes';

const QUALITY = 0.85;

const FORMATS: Record<PictureFormat, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

export interface StoredObject {
  path: string;
  blob: Blob;
  type: string;
}

/** A picture ready to store: itself and its smaller copies (src/lib/picture-sizes.ts). */
export interface SizedPicture {
  picture: StoredObject;
  copies: StoredObject[];
}

function drawn(source: CanvasImageSource, width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('picture-variants: no 2D canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  return canvas;
}

function encoded(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}

/**
 * The picture `file`, meant for `path`, scaled to at most PICTURE_MAX_SIDE pixels and with its
 * copies, in WebP where the browser writes it (Safari writes PNG when asked for WebP: then JPEG,
 * or PNG for a PNG, which may be transparent). Null when the browser cannot do it (a GIF, a
 * format it cannot decode, no canvas): the file is then stored as it is.
 */
export async function sizePicture(file: File, path: string): Promise<SizedPicture | null> {
  if (!SCALED_TYPES.includes(file.type) || typeof createImageBitmap !== 'function') return null;
  let bitmap: ImageBitmap;
  try {
    // Turned upright as its EXIF orientation says (createImageBitmap's default, 'from-image').
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    const scale = Math.min(1, PICTURE_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const full = drawn(bitmap, width, height);
    let format: PictureFormat = 'webp';
    let blob = await encoded(full, FORMATS.webp);
    if (blob?.type !== FORMATS.webp) {
      format = file.type === 'image/png' ? 'png' : 'jpg';
      blob = await encoded(full, FORMATS[format]);
    }
    if (blob?.type !== FORMATS[format]) return null;
    const picturePath = sizedPicturePath(path, width, format);
    const copies: StoredObject[] = [];
    // Each copy drawn from the next larger one, at most about half its width: one long step
    // down (4,000 pixels to 320) blurs less evenly in some browsers.
    let source: HTMLCanvasElement = full;
    for (const copyWidth of copyWidths(width).reverse()) {
      source = drawn(source, copyWidth, Math.max(1, Math.round((height * copyWidth) / width)));
      const copy = await encoded(source, FORMATS[format]);
      if (!copy) return null;
      copies.push({ path: pictureCopyPath(picturePath, copyWidth), blob: copy, type: copy.type });
    }
    return { picture: { path: picturePath, blob, type: blob.type }, copies };
  } finally {
    bitmap.close();
  }
}
