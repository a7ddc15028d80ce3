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
  FAINT,
  INK,
  MUTED,
  readableOnPaper,
  type Painter,
} from '@/features/share-image/draw/painter';
import type {
  ShareBrand,
  ShareGoal,
  ShareImageSize,
  ShareMatch,
} from '@/features/share-image/types';

/** The translated words of a match image. */
export interface MatchTexts {
  /** The league's name, in the header. */
  brandName: string;
  /** Under it: the competition and season. */
  subtitle: string;
  fullTime: string;
  scorers: string;
  noGoals: string;
  /** After an own goal's minute: "(aut.)". */
  ownGoal: string;
  unknownScorer: string;
  /** The date in the league's time zone, written out. */
  date: string;
  venue: string | null;
}

const LAYOUT = {
  square: { scoreWidth: 300, logo: 210, label: 24, score: 150, name: 40, scorer: 30, heading: 22 },
  // Little height for scorers: a side's run on together, wrapped.
  wide: { scoreWidth: 320, logo: 128, label: 18, score: 108, name: 30, scorer: 22, heading: 0 },
} as const;

const minute = (goal: ShareGoal) => (goal.minute === null ? '' : `${goal.minute}'`);

/**
 * One side's scorers, a line each: a player's goals on one line ("Gatti 19', 55'"), own goals
 * apart, in the order they were scored.
 */
export function scorerLines(
  goals: readonly ShareGoal[],
  side: 'home' | 'away',
  texts: Pick<MatchTexts, 'ownGoal' | 'unknownScorer'>,
): string[] {
  const lines = new Map<string, string[]>();
  for (const goal of goals) {
    if (goal.side !== side) continue;
    const name = goal.scorer ?? texts.unknownScorer;
    const key = `${goal.ownGoal ? 'own' : 'goal'} ${name}`;
    const minutes = lines.get(key) ?? [];
    minutes.push(minute(goal));
    lines.set(key, minutes);
  }
  return [...lines].map(([key, minutes]) => {
    const name = key.slice(key.indexOf(' ') + 1);
    const written = minutes.filter(Boolean).join(', ');
    const own = key.startsWith('own') ? ` (${texts.ownGoal})` : '';
    return `${name}${written ? ` ${written}` : ''}${own}`;
  });
}

/** A completed match: both teams, the score, who scored and when, when and where it was played. */
export function drawMatch(
  p: Painter,
  size: ShareImageSize,
  brand: ShareBrand,
  match: ShareMatch,
  texts: MatchTexts,
  images: ImageLookup,
) {
  const frame = FRAMES[size];
  const layout = LAYOUT[size];
  const top = drawHeader(p, frame, brand, images, texts.brandName, texts.subtitle);
  const bottom = drawFooter(p, frame, brand, texts.date, texts.venue);

  const column = (p.width - frame.margin * 2 - layout.scoreWidth) / 2;
  const centres = { home: frame.margin + column / 2, away: p.width - frame.margin - column / 2 };
  let y = top + layout.label * 1.4;
  drawText(p, texts.fullTime.toUpperCase(), {
    x: p.width / 2,
    y,
    align: 'center',
    maxWidth: layout.scoreWidth,
    size: layout.label,
    minSize: Math.round(layout.label * 0.7),
    weight: 700,
    color: MUTED,
  });
  y += layout.label * 2.4;

  const logoTop = y;
  for (const side of ['home', 'away'] as const) {
    const team = match[side];
    drawTeamLogo(p, team, images(team.logoUrl), centres[side] - layout.logo / 2, y, layout.logo);
  }
  drawText(p, `${match.homeScore} – ${match.awayScore}`, {
    x: p.width / 2,
    y: logoTop + layout.logo / 2,
    middle: true,
    align: 'center',
    maxWidth: layout.scoreWidth,
    size: layout.score,
    minSize: Math.round(layout.score * 0.5),
    weight: 800,
    color: readableOnPaper(brand.primary),
  });

  y = logoTop + layout.logo + layout.name * 0.6;
  // Under the logos a name may reach into the margin and under the score, never the other name.
  const nameWidth = column + frame.margin;
  let namesHeight = 0;
  for (const side of ['home', 'away'] as const) {
    const drawn = drawText(p, match[side].name, {
      x: centres[side],
      y,
      align: 'center',
      maxWidth: nameWidth,
      size: layout.name,
      minSize: Math.round(layout.name * 0.6),
      maxLines: 2,
      weight: 700,
      color: INK,
      leading: 1.15,
    });
    namesHeight = Math.max(namesHeight, drawn.height);
  }
  // Below the taller name, so both sides' scorers start level.
  y += namesHeight + layout.name * 0.8;
  fillRect(p, frame.margin, y, p.width - frame.margin * 2, 2, FAINT);
  y += layout.scorer * 0.8;

  if (layout.heading) {
    drawText(p, texts.scorers.toUpperCase(), {
      x: p.width / 2,
      y,
      align: 'center',
      maxWidth: p.width - frame.margin * 2,
      size: layout.heading,
      weight: 700,
      color: MUTED,
    });
    y += layout.heading * 2;
  }
  drawScorers(p, match, texts, { top: y, bottom: bottom - layout.scorer * 0.6 }, centres, {
    width: nameWidth,
    size: layout.scorer,
    together: size === 'wide',
  });
}

function drawScorers(
  p: Painter,
  match: ShareMatch,
  texts: MatchTexts,
  area: { top: number; bottom: number },
  centres: { home: number; away: number },
  line: { width: number; size: number; together: boolean },
) {
  const sides = {
    home: scorerLines(match.goals, 'home', texts),
    away: scorerLines(match.goals, 'away', texts),
  };
  const available = area.bottom - area.top;
  if (sides.home.length + sides.away.length === 0) {
    drawText(p, texts.noGoals, {
      x: p.width / 2,
      y: area.top + available / 3,
      middle: true,
      align: 'center',
      maxWidth: p.width / 2,
      size: line.size,
      color: MUTED,
    });
    return;
  }
  if (line.together) {
    for (const side of ['home', 'away'] as const) {
      drawText(p, sides[side].join(' · '), {
        x: centres[side],
        y: area.top,
        align: 'center',
        maxWidth: line.width,
        size: line.size,
        minSize: Math.round(line.size * 0.7),
        maxLines: 6,
        maxHeight: available,
        weight: 500,
        color: INK,
        leading: 1.3,
      });
    }
    return;
  }
  const leading = 1.35;
  const most = Math.max(sides.home.length, sides.away.length);
  // Smaller lines before fewer: every scorer is worth naming.
  const minSize = Math.round(line.size * 0.7);
  const size = Math.max(minSize, Math.min(line.size, Math.floor(available / (most * leading))));
  const fits = Math.max(1, Math.floor(available / (size * leading)));
  for (const side of ['home', 'away'] as const) {
    let lines = sides[side];
    if (lines.length > fits) {
      const hidden = lines.length - fits + 1;
      lines = [...lines.slice(0, fits - 1), `+${hidden}`];
    }
    lines.forEach((text, i) => {
      drawText(p, text, {
        x: centres[side],
        y: area.top + i * size * leading,
        align: 'center',
        maxWidth: line.width,
        size,
        minSize: Math.round(size * 0.75),
        weight: 500,
        color: INK,
        leading,
      });
    });
  }
}
