/**
 * The season archive lives at /season/<start year>/<competition slug>/<division>. Competitions
 * have no groups yet, so every competition-season is one single group, 'girone-unico'
 * (docs/decisions-public-league.md).
 */
export const SINGLE_DIVISION = 'girone-unico';

export function seasonArchivePath(seasonStartDate: string, competitionSlug: string): string {
  return `/season/${seasonStartDate.slice(0, 4)}/${competitionSlug}/${SINGLE_DIVISION}`;
}
