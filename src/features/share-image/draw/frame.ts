import {
  drawContained,
  drawText,
  fillCircle,
  fillRect,
  inkOn,
  INK,
  MUTED,
  PANEL,
  PAPER,
  type Painter,
} from '@/features/share-image/draw/painter';
import type { ShareBrand, ShareImageSize } from '@/features/share-image/types';

/** The measures of each size; everything else is placed from these. */
export interface Frame {
  margin: number;
  header: number;
  stripe: number;
  footer: number;
  logo: number;
  title: number;
  subtitle: number;
  footerLine: number;
}

export const FRAMES: Record<ShareImageSize, Frame> = {
  square: {
    margin: 64,
    header: 168,
    stripe: 12,
    footer: 124,
    logo: 104,
    title: 52,
    subtitle: 30,
    footerLine: 30,
  },
  wide: {
    margin: 48,
    header: 104,
    stripe: 8,
    footer: 86,
    logo: 68,
    title: 36,
    subtitle: 22,
    footerLine: 22,
  },
};

/** Finds an image loaded before drawing, or null (none, or it failed). */
export type ImageLookup = (url: string | null) => HTMLImageElement | null;

/**
 * The brand band across the top: the league's logo on a white disc, its name and the subject
 * under it, on the primary colour with a stripe of the secondary. Answers where the body starts.
 */
export function drawHeader(
  p: Painter,
  frame: Frame,
  brand: ShareBrand,
  images: ImageLookup,
  title: string,
  subtitle: string,
): number {
  fillRect(p, 0, 0, p.width, p.height, PAPER);
  fillRect(p, 0, 0, p.width, frame.header, brand.primary);
  fillRect(p, 0, frame.header, p.width, frame.stripe, brand.secondary);
  const logo = images(brand.logoUrl);
  let textX = frame.margin;
  if (logo) {
    const r = frame.logo / 2;
    const cy = frame.header / 2;
    fillCircle(p, frame.margin + r, cy, r, PAPER);
    drawContained(p, logo, frame.margin + r * 0.16, cy - r * 0.84, r * 1.68);
    textX = frame.margin + frame.logo + frame.margin / 2;
  }
  const ink = inkOn(brand.primary);
  const maxWidth = p.width - textX - frame.margin;
  const gap = frame.subtitle * 0.3;
  const blockHeight = frame.title * 1.2 + gap + frame.subtitle * 1.2;
  const top = (frame.header - blockHeight) / 2;
  drawText(p, title, {
    x: textX,
    y: top,
    maxWidth,
    size: frame.title,
    minSize: Math.round(frame.title * 0.6),
    weight: 800,
    color: ink,
  });
  drawText(p, subtitle, {
    x: textX,
    y: top + frame.title * 1.2 + gap,
    maxWidth,
    size: frame.subtitle,
    minSize: Math.round(frame.subtitle * 0.7),
    weight: 500,
    color: ink,
  });
  return frame.header + frame.stripe;
}

/** The band at the bottom: one or two lines (when, where). Answers where it starts. */
export function drawFooter(
  p: Painter,
  frame: Frame,
  brand: ShareBrand,
  first: string,
  second: string | null,
): number {
  const top = p.height - frame.footer;
  fillRect(p, 0, top, p.width, frame.footer, PANEL);
  fillRect(p, 0, p.height - frame.stripe, p.width, frame.stripe, brand.primary);
  const inner = frame.footer - frame.stripe;
  const lines = second ? 2 : 1;
  const height = frame.footerLine * 1.25 * lines + (lines - 1) * frame.footerLine * 0.2;
  let y = top + (inner - height) / 2;
  const maxWidth = p.width - frame.margin * 2;
  const minSize = Math.round(frame.footerLine * 0.7);
  drawText(p, first, {
    x: frame.margin,
    y,
    maxWidth,
    size: frame.footerLine,
    minSize,
    weight: 700,
    color: INK,
    leading: 1.25,
  });
  if (second) {
    y += frame.footerLine * 1.45;
    drawText(p, second, {
      x: frame.margin,
      y,
      maxWidth,
      size: Math.round(frame.footerLine * 0.9),
      minSize,
      weight: 400,
      color: MUTED,
      leading: 1.25,
    });
  }
  return top;
}
