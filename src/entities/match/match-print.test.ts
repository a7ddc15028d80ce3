import { describe, expect, it } from 'vitest';
import { toPrintFixture, type PrintableMatch } from '@/entities/match/match-print';

const match: PrintableMatch = {
  id: 4,
  match_date: '2026-11-21T19:30:00Z',
  status: 'completed',
  home_score: 3,
  away_score: 1,
  venue: { name: 'PalaCalcetto', city: 'Lecco' },
};
const teams = { home: 'Aquile', away: 'Leoni' };
const label = (status: string) => `<${status}>`;

describe('toPrintFixture', () => {
  it('writes the teams, the score and the venue as name and city', () => {
    expect(toPrintFixture(match, teams, label)).toEqual({
      id: 4,
      date: '2026-11-21T19:30:00Z',
      home: 'Aquile',
      away: 'Leoni',
      homeScore: 3,
      awayScore: 1,
      venue: 'PalaCalcetto, Lecco',
      note: null,
    });
  });

  it('leaves out a missing city and a missing venue', () => {
    expect(
      toPrintFixture({ ...match, venue: { name: 'Oratorio', city: null } }, teams, label).venue,
    ).toBe('Oratorio');
    expect(toPrintFixture({ ...match, venue: null }, teams, label).venue).toBeNull();
  });

  it('notes the statuses that are not plain, in the words given', () => {
    expect(toPrintFixture({ ...match, status: 'scheduled' }, teams, label).note).toBeNull();
    expect(toPrintFixture({ ...match, status: 'postponed' }, teams, label).note).toBe(
      '<postponed>',
    );
    expect(toPrintFixture({ ...match, status: 'ongoing' }, teams, label).note).toBe('<ongoing>');
    expect(toPrintFixture({ ...match, status: 'cancelled' }, teams, label).note).toBe(
      '<cancelled>',
    );
  });
});
