import { describe, expect, it } from 'vitest';
import type { Competition } from '@/features/competitions/api/get-competitions';
import type { Season } from '@/features/competitions/api/get-seasons';
import { resolveSelection } from '@/features/competitions/utils/resolve-selection';

const competitions: Competition[] = [
  { id: 1, name: 'Serie A', slug: 'serie-a', level: 1 },
  { id: 2, name: 'Serie B', slug: 'serie-b', level: 2 },
];
const seasons: Season[] = [
  { id: 2, name: '2026/27', start_date: '2026-09-01', end_date: '2027-06-30' },
  { id: 1, name: '2025/26', start_date: '2025-09-01', end_date: '2026-06-30' },
];

describe('resolveSelection', () => {
  it('defaults to the main competition and the latest season', () => {
    expect(resolveSelection(competitions, seasons, {})).toEqual({
      competition: competitions[0],
      season: seasons[0],
    });
  });

  it('accepts a competition slug or id and a season id', () => {
    expect(
      resolveSelection(competitions, seasons, { competition: 'serie-b', season: '1' }),
    ).toEqual({ competition: competitions[1], season: seasons[1] });
    expect(resolveSelection(competitions, seasons, { competition: '2' }).competition).toBe(
      competitions[1],
    );
  });

  it('falls back to the defaults for unknown values', () => {
    expect(
      resolveSelection(competitions, seasons, { competition: 'serie-z', season: '99' }),
    ).toEqual({ competition: competitions[0], season: seasons[0] });
  });

  it('gives nulls when there is nothing to choose from', () => {
    expect(resolveSelection([], [], { competition: 'serie-a' })).toEqual({
      competition: null,
      season: null,
    });
  });
});
