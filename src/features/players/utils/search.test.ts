import { describe, expect, it } from 'vitest';
import { buildTerms, searchWords, termsFilter } from '@/features/players/utils/search';

const teams = [
  { id: 1, name: 'Oratorio San Luigi' },
  { id: 2, name: 'Virtus San Rocco' },
];
const labels = {
  goalkeeper: 'Portiere',
  defender: 'Difensore',
  midfielder: 'Centrocampista',
  forward: 'Attaccante',
};

describe('player search', () => {
  it('drops characters that would change the PostgREST filter', () => {
    expect(searchWords('  Rossi, (Marco)* "x" ')).toEqual(['rossi', 'marco', 'x']);
    expect(searchWords("D'Angelo")).toEqual(["d'angelo"]);
  });

  it('matches each word against names, team names and translated roles', () => {
    const terms = buildTerms('san portiere', teams, (role) => labels[role]);
    expect(terms).toEqual([
      { word: 'san', teamIds: [1, 2], roles: [] },
      { word: 'portiere', teamIds: [], roles: ['goalkeeper'] },
    ]);
    expect(termsFilter(terms)).toBe(
      'and(or(first_name.ilike.*san*,last_name.ilike.*san*,team_id.in.(1,2)),' +
        'or(first_name.ilike.*portiere*,last_name.ilike.*portiere*,role.in.(goalkeeper)))',
    );
  });

  it('has no filter for an empty search', () => {
    expect(termsFilter(buildTerms(' , ', teams, (role) => labels[role]))).toBeNull();
  });
});
