import { describe, expect, it } from 'vitest';
import { bracketRounds, winnerSide } from '@/features/playoffs/utils/bracket-rounds';

const names = (n: number) =>
  bracketRounds(Array.from({ length: n }, (_, i) => i + 1)).map((r) => [r.name, r.matches]);

describe('bracketRounds', () => {
  it('reads semi-finals and final from three matches', () => {
    expect(names(3)).toEqual([
      ['semiFinals', [1, 2]],
      ['final', [3]],
    ]);
  });

  it('reads quarter-finals from seven matches, and a single match as the final', () => {
    expect(names(7).map(([name]) => name)).toEqual(['quarterFinals', 'semiFinals', 'final']);
    expect(names(1)).toEqual([['final', [1]]]);
  });

  it('keeps an incomplete first round and numbers rounds before the last 16', () => {
    expect(names(5)).toEqual([
      ['quarterFinals', [1, 2]],
      ['semiFinals', [3, 4]],
      ['final', [5]],
    ]);
    const rounds = bracketRounds(Array.from({ length: 20 }, (_, i) => i));
    expect(rounds[0]).toMatchObject({ name: 'round', number: 1, matches: [0, 1, 2, 3, 4] });
    expect(rounds.map((r) => r.matches.length)).toEqual([5, 8, 4, 2, 1]);
  });

  it('gives no rounds for no matches', () => {
    expect(bracketRounds([])).toEqual([]);
  });
});

describe('winnerSide', () => {
  it('names the side with more goals of a completed match only', () => {
    expect(winnerSide({ status: 'completed', home_score: 6, away_score: 5 })).toBe('home');
    expect(winnerSide({ status: 'completed', home_score: 2, away_score: 4 })).toBe('away');
    expect(winnerSide({ status: 'completed', home_score: 3, away_score: 3 })).toBeNull();
    expect(winnerSide({ status: 'ongoing', home_score: 2, away_score: 1 })).toBeNull();
  });
});
