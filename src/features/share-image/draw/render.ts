import { loadCorsImage } from '@/lib/cors-image';
import { drawMatch, type MatchTexts } from '@/features/share-image/draw/draw-match';
import { drawTable, type TableTexts } from '@/features/share-image/draw/draw-table';
import { loadShareFont, SHARE_FONT } from '@/features/share-image/draw/fonts';
import { painter, type TextBox } from '@/features/share-image/draw/painter';
import {
  SHARE_IMAGE_SIZES,
  type ShareBrand,
  type ShareImageSize,
  type ShareMatch,
  type ShareTable,
} from '@/features/share-image/types';

export type ShareImageJob =
  | { kind: 'match'; match: ShareMatch; texts: MatchTexts }
  | { kind: 'table'; table: ShareTable; texts: TableTexts };

export interface RenderedImage {
  blob: Blob;
  width: number;
  height: number;
  /** Every text drawn and the width it was given. */
  boxes: TextBox[];
}

const IMAGE_TIMEOUT_MS = 8000;

function imageUrls(job: ShareImageJob, brand: ShareBrand): string[] {
  const urls =
    job.kind === 'match'
      ? [job.match.home.logoUrl, job.match.away.logoUrl]
      : job.table.rows.map((row) => row.team.logoUrl);
  return [brand.logoUrl, ...urls].filter((url): url is string => Boolean(url));
}

function toBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the canvas gave no PNG'))),
      'image/png',
    );
  });
}

/** Draws the image at one size, with the theme's font and every logo loaded first. */
export async function renderShareImage(
  job: ShareImageJob,
  brand: ShareBrand,
  size: ShareImageSize,
): Promise<RenderedImage> {
  const urls = [...new Set(imageUrls(job, brand))];
  const [images] = await Promise.all([
    Promise.all(
      urls.map(async (url) => [url, await loadCorsImage(url, IMAGE_TIMEOUT_MS)] as const),
    ),
    loadShareFont(brand.font),
  ]);
  const loaded = new Map(images);
  const lookup = (url: string | null) => (url ? (loaded.get(url) ?? null) : null);

  const { width, height } = SHARE_IMAGE_SIZES[size];
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  const p = painter(ctx, width, height, SHARE_FONT);
  if (job.kind === 'match') drawMatch(p, size, brand, job.match, job.texts, lookup);
  else drawTable(p, size, brand, job.table, job.texts, lookup);
  return { blob: await toBlob(canvas), width, height, boxes: p.boxes };
}
