import { isLight, parseHex } from '@/lib/colors';
import { teamInitials } from '@/lib/team-initials';
import { fitText, type FittedText, type TextMeasurer } from '@/features/share-image/draw/text-fit';

/** Where a text was drawn, with the width it was allowed: the tests check that it fits. */
export interface TextBox {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  maxWidth: number;
  size: number;
  cut: boolean;
}

/** The part of a 2D context the drawing uses, so that tests can give a stand-in. */
export type Canvas2D = TextMeasurer &
  Pick<
    CanvasRenderingContext2D,
    | 'fillStyle'
    | 'strokeStyle'
    | 'lineWidth'
    | 'textAlign'
    | 'textBaseline'
    | 'globalAlpha'
    | 'fillRect'
    | 'fillText'
    | 'beginPath'
    | 'arc'
    | 'fill'
    | 'stroke'
    | 'roundRect'
    | 'save'
    | 'restore'
    | 'clip'
    | 'drawImage'
  >;

export interface TextOptions {
  /** The left edge, the centre or the right edge, by `align`. */
  x: number;
  /** The top of the first line, or with `middle` the centre of the block. */
  y: number;
  maxWidth: number;
  size: number;
  minSize?: number;
  maxLines?: number;
  /** With several lines: no more than fit this height. */
  maxHeight?: number;
  weight?: number;
  color: string;
  align?: 'left' | 'center' | 'right';
  middle?: boolean;
  /** Line height as a multiple of the size. */
  leading?: number;
}

/** The image's light palette: the same in a dark-mode browser (chat apps show it on white). */
export const INK = '#0f172a';
export const MUTED = '#475569';
export const FAINT = '#e2e8f0';
export const PAPER = '#ffffff';
export const PANEL = '#f1f5f9';

export const FORM_FILL = { W: '#15803d', D: '#64748b', L: '#b91c1c' } as const;

/** Text colour for a background colour: dark on bright colours, white on dark ones. */
export function inkOn(background: string): string {
  const rgb = parseHex(background);
  return rgb && isLight(rgb) ? INK : PAPER;
}

/** A brand colour dark enough to read as text on white; else the ink. */
export function readableOnPaper(color: string): string {
  return inkOn(color) === PAPER ? color : INK;
}

export interface Painter {
  ctx: Canvas2D;
  width: number;
  height: number;
  family: string;
  boxes: TextBox[];
}

export function painter(ctx: Canvas2D, width: number, height: number, family: string): Painter {
  return { ctx, width, height, family, boxes: [] };
}

/** Fits, draws and records a text; answers what it drew and the block's height. */
export function drawText(
  p: Painter,
  text: string,
  options: TextOptions,
): FittedText & { height: number } {
  const { ctx } = p;
  const { x, maxWidth, color, align = 'left', leading = 1.2 } = options;
  const fitted = fitText(ctx, text, {
    family: p.family,
    weight: options.weight ?? 400,
    size: options.size,
    minSize: options.minSize ?? options.size,
    maxWidth,
    maxLines: options.maxLines ?? 1,
    maxHeight: options.maxHeight,
    leading,
  });
  const lineHeight = fitted.size * leading;
  const height = lineHeight * fitted.lines.length;
  const top = options.middle ? options.y - height / 2 : options.y;
  ctx.fillStyle = color;
  ctx.textAlign = align;
  ctx.textBaseline = 'middle';
  fitted.lines.forEach((line, i) => {
    ctx.fillText(line, x, top + lineHeight * i + lineHeight / 2);
  });
  const left = align === 'left' ? x : align === 'center' ? x - fitted.width / 2 : x - fitted.width;
  p.boxes.push({
    text: fitted.lines.join('\n'),
    x: left,
    y: top,
    width: fitted.width,
    height,
    maxWidth,
    size: fitted.size,
    cut: fitted.cut,
  });
  return { ...fitted, height };
}

export function fillRect(p: Painter, x: number, y: number, w: number, h: number, color: string) {
  p.ctx.fillStyle = color;
  p.ctx.fillRect(x, y, w, h);
}

export function fillRoundRect(
  p: Painter,
  x: number,
  y: number,
  w: number,
  h: number,
  radius: number,
  color: string,
) {
  p.ctx.fillStyle = color;
  p.ctx.beginPath();
  p.ctx.roundRect(x, y, w, h, radius);
  p.ctx.fill();
}

export function fillCircle(p: Painter, cx: number, cy: number, r: number, color: string) {
  p.ctx.fillStyle = color;
  p.ctx.beginPath();
  p.ctx.arc(cx, cy, r, 0, Math.PI * 2);
  p.ctx.fill();
}

/** An image scaled to fit a square, centred, its proportions kept. */
export function drawContained(
  p: Painter,
  image: HTMLImageElement,
  x: number,
  y: number,
  size: number,
) {
  const w = image.naturalWidth || size;
  const h = image.naturalHeight || size;
  const scale = Math.min(size / w, size / h);
  const dw = w * scale;
  const dh = h * scale;
  p.ctx.drawImage(image, x + (size - dw) / 2, y + (size - dh) / 2, dw, dh);
}

/**
 * A team's logo in a square, or where it has none or it failed to load, its initials in a
 * circle of its first colour (as the site's TeamLogo does).
 */
export function drawTeamLogo(
  p: Painter,
  team: { name: string; colors: readonly string[] | null },
  image: HTMLImageElement | null,
  x: number,
  y: number,
  size: number,
) {
  if (image) {
    drawContained(p, image, x, y, size);
    return;
  }
  const fill = parseHex(team.colors?.[0]) ? (team.colors?.[0] as string) : '#64748b';
  const r = size / 2;
  fillCircle(p, x + r, y + r, r, fill);
  p.ctx.strokeStyle = FAINT;
  p.ctx.lineWidth = Math.max(1, size / 40);
  p.ctx.beginPath();
  p.ctx.arc(x + r, y + r, r - p.ctx.lineWidth / 2, 0, Math.PI * 2);
  p.ctx.stroke();
  const initials = teamInitials(team.name) || team.name.trim().slice(0, 1).toUpperCase();
  drawText(p, initials, {
    x: x + r,
    y: y + r,
    middle: true,
    align: 'center',
    maxWidth: size * 0.8,
    size: Math.round(size * 0.38),
    minSize: Math.round(size * 0.2),
    weight: 700,
    color: inkOn(fill),
  });
}
