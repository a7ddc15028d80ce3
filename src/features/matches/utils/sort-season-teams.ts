import type { SeasonTeam } from '@/features/matches/api/get-season-teams';
import { compareNames } from '@/lib/compare-names';

/** By name, as the team filter lists them (the app's and the first view's alike). */
export function sortSeasonTeams(teams: SeasonTeam[]): SeasonTeam[] {
  return teams.sort((a, b) => compareNames(a.name, b.name));
}
