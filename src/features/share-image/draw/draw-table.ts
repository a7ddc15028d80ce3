import {
  drawFooter,
  drawHeader,
  FRAMES,
  type ImageLookup,
} from '@/features/share-image/draw/frame';
import {
  drawTeamLogo,
  drawText,
  fillRect,
  fillRoundRect,
  FORM_FILL,
  INK,
  MUTED,
  PANEL,
  PAPER,
  readableOnPaper,
  type Painter,
} from '@/features/share-image/draw/painter';
import type {
  ShareBrand,
  ShareForm,
  ShareImageSize,
  ShareTable,
} from '@/features/share-image/types';

/** The translated words of a table image. */
export interface TableTexts {
  brandName: string;
  /** "Classifica · Serie A · 2026/27". */
  subtitle: string;
  columns: {
    position: string;
    team: string;
    played: string;
    goalDifference: string;
    points: string;
    form: string;
  };
  /** One letter per result, as the site writes them (V/N/P in Italian). */
  form: Record<ShareForm, string>;
  /** "Aggiornata al 26 novembre 2026". */
  updated: string;
  /** Formats a goal difference with its sign. */
  signed: (value: number) => string;
}

const LAYOUT = {
  square: { rows: 10, head: 20, text: 30, logo: 44, pill: 30, gap: 6, cell: 84 },
  wide: { rows: 6, head: 16, text: 26, logo: 40, pill: 28, gap: 6, cell: 76 },
} as const;

/** How many rows an image of this size shows: the top of the table. */
export const TABLE_ROWS: Record<ShareImageSize, number> = {
  square: LAYOUT.square.rows,
  wide: LAYOUT.wide.rows,
};

/** The top of the table: position, team, played, goal difference, points and recent form. */
export function drawTable(
  p: Painter,
  size: ShareImageSize,
  brand: ShareBrand,
  table: ShareTable,
  texts: TableTexts,
  images: ImageLookup,
) {
  const frame = FRAMES[size];
  const l = LAYOUT[size];
  const top = drawHeader(p, frame, brand, images, texts.brandName, texts.subtitle);
  const bottom = drawFooter(p, frame, brand, texts.updated, null);

  // Columns from the right edge: form, points, goal difference, played; the name takes the rest.
  const formWidth = 5 * l.pill + 4 * l.gap;
  const formX = p.width - frame.margin - formWidth;
  const points = formX - l.cell * 0.75;
  const difference = points - l.cell;
  const played = difference - l.cell;
  const position = frame.margin + l.text * 0.6;
  const logoX = frame.margin + l.text * 1.4;
  const nameX = logoX + l.logo + l.text * 0.5;
  const nameWidth = played - l.cell / 2 - nameX;

  const headY = top + l.head * 1.2;
  const head = { y: headY, size: l.head, weight: 700, color: MUTED, align: 'center' } as const;
  const cellWidth = l.cell - 8;
  drawText(p, texts.columns.position, { ...head, x: position, maxWidth: l.text * 1.2 });
  drawText(p, texts.columns.team, { ...head, x: nameX, align: 'left', maxWidth: nameWidth });
  drawText(p, texts.columns.played, { ...head, x: played, maxWidth: cellWidth });
  drawText(p, texts.columns.goalDifference, { ...head, x: difference, maxWidth: cellWidth });
  drawText(p, texts.columns.points, { ...head, x: points, maxWidth: cellWidth });
  drawText(p, texts.columns.form, {
    ...head,
    x: formX + formWidth / 2,
    maxWidth: formWidth,
  });

  const rowsTop = headY + l.head * 2;
  const rows = table.rows.slice(0, l.rows);
  const rowHeight = (bottom - l.head - rowsTop) / l.rows;
  const accent = readableOnPaper(brand.primary);
  rows.forEach((row, i) => {
    const y = rowsTop + i * rowHeight;
    const middle = y + rowHeight / 2;
    if (i % 2 === 0) fillRect(p, frame.margin / 2, y, p.width - frame.margin, rowHeight, PANEL);
    if (row.position === 1) fillRect(p, frame.margin / 2, y, 6, rowHeight, brand.secondary);
    const cell = { y: middle, middle: true, size: l.text, color: INK, align: 'center' } as const;
    drawText(p, String(row.position), {
      ...cell,
      x: position,
      maxWidth: l.text * 1.6,
      minSize: Math.round(l.text * 0.7),
      weight: 700,
    });
    drawTeamLogo(p, row.team, images(row.team.logoUrl), logoX, middle - l.logo / 2, l.logo);
    drawText(p, row.team.name, {
      ...cell,
      x: nameX,
      align: 'left',
      maxWidth: nameWidth,
      minSize: Math.round(l.text * 0.7),
      weight: 600,
    });
    drawText(p, String(row.played), { ...cell, x: played, maxWidth: cellWidth, weight: 400 });
    drawText(p, texts.signed(row.goalDifference), {
      ...cell,
      x: difference,
      maxWidth: cellWidth,
      weight: 400,
    });
    drawText(p, String(row.points), {
      ...cell,
      x: points,
      maxWidth: cellWidth,
      weight: 800,
      color: accent,
    });
    row.form.slice(0, 5).forEach((result, k) => {
      const x = formX + k * (l.pill + l.gap);
      fillRoundRect(p, x, middle - l.pill / 2, l.pill, l.pill, l.pill / 5, FORM_FILL[result]);
      drawText(p, texts.form[result], {
        x: x + l.pill / 2,
        y: middle,
        middle: true,
        align: 'center',
        maxWidth: l.pill - 4,
        size: Math.round(l.pill * 0.55),
        minSize: Math.round(l.pill * 0.4),
        weight: 700,
        color: PAPER,
      });
    });
  });
}
