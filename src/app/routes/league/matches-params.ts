export const MATCH_TABS = ['upcoming', 'completed', 'final'] as const;
export type MatchTab = (typeof MATCH_TABS)[number];

/** The matches page's tab and team filter, as its URL gives them (unknown values: defaults). */
export function matchesParams(searchParams: URLSearchParams): {
  tab: MatchTab;
  teamId: number | null;
} {
  const tabParam = searchParams.get('tab');
  const tab = MATCH_TABS.includes(tabParam as MatchTab) ? (tabParam as MatchTab) : 'upcoming';
  const teamParam = Number(searchParams.get('team'));
  const teamId = Number.isInteger(teamParam) && teamParam > 0 ? teamParam : null;
  return { tab, teamId };
}
