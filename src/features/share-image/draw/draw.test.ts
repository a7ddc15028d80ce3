import { describe, expect, it } from 'vitest';
import { drawMatch, scorerLines, type MatchTexts } from '@/features/share-image/draw/draw-match';
import { drawTable, type TableTexts } from '@/features/share-image/draw/draw-table';
import { painter, type Canvas2D, type TextBox } from '@/features/share-image/draw/painter';
import { fakeMeasurer } from '@/test/fake-canvas';
import {
  SHARE_IMAGE_SIZES,
  type ShareImageSize,
  type ShareMatch,
  type ShareTable,
} from '@/features/share-image/types';

const LONG = 'Associazione Sportiva Dilettantistica Oratorio S. Giovanni B';

/** A 2D context that measures like fakeMeasurer and draws nothing. */
function fakeContext(): Canvas2D {
  const noop = () => undefined;
  return Object.assign(fakeMeasurer(), {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    textAlign: 'left',
    textBaseline: 'alphabetic',
    globalAlpha: 1,
    fillRect: noop,
    fillText: noop,
    beginPath: noop,
    arc: noop,
    fill: noop,
    stroke: noop,
    roundRect: noop,
    save: noop,
    restore: noop,
    clip: noop,
    drawImage: noop,
  }) as Canvas2D;
}

const brand = { logoUrl: null, primary: '#1e3a8a', secondary: '#f59e0b', font: 'Inter' };

function match(home: string, away: string, goals: number): ShareMatch {
  return {
    id: 1,
    home: { name: home, logoUrl: null, colors: ['#1d4ed8'] },
    away: { name: away, logoUrl: null, colors: null },
    homeScore: goals,
    awayScore: 1,
    date: '2026-09-14T18:30:00Z',
    venue: 'Centro Sportivo San Luigi, Bergamo',
    competition: 'Serie A · 2026/27',
    goals: [
      ...Array.from({ length: goals }, (_, i) => ({
        side: 'home' as const,
        scorer: i === 1 ? 'Gatti' : `Marcatore${i}`,
        minute: 3 + i * 4,
        ownGoal: false,
      })),
      { side: 'away', scorer: 'Bianchi', minute: 40, ownGoal: true },
    ],
  };
}

const matchTexts: MatchTexts = {
  brandName: 'Calcetto',
  subtitle: 'Serie A · 2026/27',
  fullTime: 'Risultato finale',
  scorers: 'Marcatori',
  noGoals: 'Nessun gol',
  ownGoal: 'aut.',
  unknownScorer: 'Marcatore sconosciuto',
  date: 'Lunedì 14 settembre 2026 alle ore 20:30',
  venue: 'Centro Sportivo San Luigi, Bergamo',
};

const table: ShareTable = {
  title: 'Serie A · 2026/27',
  rows: Array.from({ length: 12 }, (_, i) => ({
    position: i + 1,
    team: { name: i === 0 ? LONG : `Squadra ${i + 1}`, logoUrl: null, colors: null },
    played: 10,
    goalDifference: 5 - i,
    points: 30 - i * 2,
    form: ['W', 'D', 'L', 'W', 'W'],
  })),
};

const tableTexts: TableTexts = {
  brandName: 'Calcetto',
  subtitle: 'Classifica · Serie A · 2026/27',
  columns: {
    position: '#',
    team: 'Squadra',
    played: 'G',
    goalDifference: 'DR',
    points: 'Pt',
    form: 'Forma',
  },
  form: { W: 'V', D: 'N', L: 'P' },
  updated: 'Aggiornata al 26 novembre 2026',
  signed: (value) => (value > 0 ? `+${value}` : String(value)),
};

function expectInside(boxes: TextBox[], size: ShareImageSize) {
  const { width, height } = SHARE_IMAGE_SIZES[size];
  for (const box of boxes) {
    expect(box.width, box.text).toBeLessThanOrEqual(box.maxWidth);
    expect(box.x, box.text).toBeGreaterThanOrEqual(0);
    expect(box.y, box.text).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, box.text).toBeLessThanOrEqual(width);
    expect(box.y + box.height, box.text).toBeLessThanOrEqual(height);
  }
}

describe.each(['square', 'wide'] as const)('the %s image', (size) => {
  const { width, height } = SHARE_IMAGE_SIZES[size];
  const none = () => null;

  it('fits two 60-character team names and twenty scorers in a match', () => {
    const p = painter(fakeContext(), width, height, 'sans-serif');
    drawMatch(p, size, brand, match(LONG, LONG, 20), matchTexts, none);
    expectInside(p.boxes, size);
    const names = p.boxes.filter((box) => box.text.startsWith('Associazione'));
    expect(names).toHaveLength(2);
    expect(names.every((box) => box.text.split('\n').length <= 2)).toBe(true);
    // More scorers than room: a square's list says how many more, a wide image's run is cut.
    if (size === 'square') expect(p.boxes.some((box) => /^\+\d+$/.test(box.text))).toBe(true);
    else expect(p.boxes.some((box) => box.text.startsWith('Marcatore0') && box.cut)).toBe(true);
  });

  it('says so when nobody scored', () => {
    const p = painter(fakeContext(), width, height, 'sans-serif');
    drawMatch(p, size, brand, { ...match('A', 'B', 0), awayScore: 0, goals: [] }, matchTexts, none);
    expect(p.boxes.map((box) => box.text)).toContain('Nessun gol');
  });

  it('draws the top of the table, a long name fitted', () => {
    const p = painter(fakeContext(), width, height, 'sans-serif');
    drawTable(p, size, brand, table, tableTexts, none);
    expectInside(p.boxes, size);
    const rows = p.boxes.filter((box) => /^(Squadra \d+|Associazione)/.test(box.text));
    expect(rows).toHaveLength(size === 'square' ? 10 : 6);
    // Initials in the logos' place: the teams have none.
    expect(p.boxes.some((box) => box.text === 'AS')).toBe(true);
  });
});

describe('scorer lines', () => {
  it("puts a player's goals on one line and marks own goals", () => {
    const goals = [
      { side: 'home', scorer: 'Gatti', minute: 19, ownGoal: false },
      { side: 'home', scorer: 'Rossi', minute: 30, ownGoal: false },
      { side: 'home', scorer: 'Gatti', minute: 55, ownGoal: false },
      { side: 'home', scorer: 'Verdi', minute: 60, ownGoal: true },
      { side: 'away', scorer: null, minute: null, ownGoal: false },
    ] as const;
    const texts = { ownGoal: 'aut.', unknownScorer: '?' };
    expect(scorerLines(goals, 'home', texts)).toEqual([
      "Gatti 19', 55'",
      "Rossi 30'",
      "Verdi 60' (aut.)",
    ]);
    expect(scorerLines(goals, 'away', texts)).toEqual(['?']);
  });
});
