import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { matchesParams, type MatchTab } from '@/app/routes/league/matches-params';
import {
  adoptStartedLeaguePage,
  prefetchLeagueSelection,
  type StartedLeaguePage,
} from '@/app/routes/league/prefetch-selection';
import { getMatchesQueryOptions } from '@/features/matches/api/get-matches';
import {
  getSeasonTeamsQueryOptions,
  type SeasonTeam,
} from '@/features/matches/api/get-season-teams';
import { sortSeasonTeams } from '@/features/matches/utils/sort-season-teams';
import type { MatchSummary } from '@/features/matches/api/match-summary';

/** page_matches() in SQL: the tab and team it settled on, and null fixtures on the final tab. */
interface StartedMatchesPage extends StartedLeaguePage {
  tab: MatchTab;
  team_id: number | null;
  season_teams: SeasonTeam[] | null;
  matches: MatchSummary[] | null;
}

/**
 * The matches page's data: from the answer index.html started, else the pickers' lists, then the
 * fixtures of the open tab and the team filter's teams side by side. (The final-stage tab loads
 * its bracket itself.)
 */
export async function prefetch(
  queryClient: QueryClient,
  { request }: LoaderFunctionArgs,
  started?: Promise<unknown>,
) {
  if (started) {
    adoptStartedLeaguePage<StartedMatchesPage>(queryClient, started, (page, selection) => {
      const { competitionId, seasonId } = selection;
      if (page.season_teams)
        queryClient.setQueryData(
          getSeasonTeamsQueryOptions(competitionId, seasonId).queryKey,
          sortSeasonTeams(page.season_teams),
        );
      if (page.matches && page.tab !== 'final')
        queryClient.setQueryData(
          getMatchesQueryOptions({ ...selection, tab: page.tab, teamId: page.team_id }).queryKey,
          page.matches,
        );
    });
    return;
  }
  const searchParams = new URL(request.url).searchParams;
  const selection = await prefetchLeagueSelection(queryClient, searchParams);
  if (!selection) return;
  const { tab, teamId } = matchesParams(searchParams);
  await Promise.all([
    queryClient.prefetchQuery(
      getSeasonTeamsQueryOptions(selection.competitionId, selection.seasonId),
    ),
    tab === 'final'
      ? undefined
      : queryClient.prefetchQuery(getMatchesQueryOptions({ ...selection, tab, teamId })),
  ]);
}
