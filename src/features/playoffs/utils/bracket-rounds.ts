export type RoundName = 'final' | 'semiFinals' | 'quarterFinals' | 'roundOf16' | 'round';

export interface BracketRound<T> {
  name: RoundName;
  /** 1 for the first round played; used to name rounds before the round of 16. */
  number: number;
  matches: T[];
}

const NAMES: RoundName[] = ['final', 'semiFinals', 'quarterFinals', 'roundOf16'];

/**
 * Knockout rounds from a bracket's matches in kick-off order. A bracket stores only match ids,
 * so rounds are read from the end: the last match is the final, the two before it the
 * semi-finals, the four before those the quarter-finals, and so on; an incomplete first round
 * (byes) keeps whatever is left. See docs/decisions-public-league.md.
 */
export function bracketRounds<T>(matches: readonly T[]): BracketRound<T>[] {
  const fromLast: T[][] = [];
  let end = matches.length;
  for (let size = 1; end > 0; size *= 2) {
    fromLast.push(matches.slice(Math.max(0, end - size), end));
    end -= size;
  }
  return fromLast
    .map((roundMatches, index) => ({
      name: NAMES[index] ?? ('round' as const),
      number: fromLast.length - index,
      matches: roundMatches,
    }))
    .reverse();
}

/** The side that won, when the match is completed and not level (penalties are not recorded). */
export function winnerSide(match: {
  status: string;
  home_score: number | null;
  away_score: number | null;
}): 'home' | 'away' | null {
  if (match.status !== 'completed' || match.home_score === null || match.away_score === null) {
    return null;
  }
  if (match.home_score === match.away_score) return null;
  return match.home_score > match.away_score ? 'home' : 'away';
}
