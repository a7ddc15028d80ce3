import type { QueryClient } from '@tanstack/react-query';
import { fromStartedPage } from '@/app/page-start';
import {
  getCompetitions,
  getCompetitionsQueryOptions,
} from '@/features/competitions/api/get-competitions';
import { getSeasons, getSeasonsQueryOptions } from '@/features/competitions/api/get-seasons';
import {
  resolveSelection,
  type LeagueSelection,
} from '@/features/competitions/utils/resolve-selection';

export interface SelectionIds {
  competitionId: number;
  seasonId: number;
}

/**
 * For a page's data module: the competitions and seasons side by side (the page's pickers read
 * the same cache entries), then the competition and season the URL asks for, the way
 * `useLeagueSelection` resolves them. Null when either list failed or is empty: the page's own
 * queries then show the error or the empty state.
 */
export async function prefetchLeagueSelection(
  queryClient: QueryClient,
  searchParams: URLSearchParams,
): Promise<SelectionIds | null> {
  const [competitions, seasons] = await Promise.all([
    queryClient.ensureQueryData(getCompetitionsQueryOptions()),
    queryClient.ensureQueryData(getSeasonsQueryOptions()),
  ]).catch(() => [null, null]);
  if (!competitions || !seasons) return null;
  const { competition, season }: LeagueSelection = resolveSelection(competitions, seasons, {
    competition: searchParams.get('competition'),
    season: searchParams.get('season'),
  });
  return competition && season ? { competitionId: competition.id, seasonId: season.id } : null;
}

/** What every league page's started answer holds besides its sections (page_league() in SQL). */
export interface StartedLeaguePage {
  selection: { competition_id: number; season_id: number } | null;
}

/**
 * For a page index.html started (src/app/page-start.ts): the pickers' lists come from its
 * answer, and `fileSections` puts the sections of the competition and season the database
 * settled on under their own queries as soon as it arrives, before the lists resolve, so the
 * page finds them when it resolves the same selection from the lists.
 */
export function adoptStartedLeaguePage<Page extends StartedLeaguePage>(
  queryClient: QueryClient,
  started: Promise<unknown>,
  fileSections: (page: Page, selection: SelectionIds) => void,
): void {
  const filed = started.then((answer) => {
    const { selection } = answer as Page;
    if (selection)
      fileSections(answer as Page, {
        competitionId: selection.competition_id,
        seasonId: selection.season_id,
      });
    return answer;
  });
  void queryClient.prefetchQuery({
    ...getCompetitionsQueryOptions(),
    queryFn: fromStartedPage(filed, 'competitions', getCompetitions),
  });
  void queryClient.prefetchQuery({
    ...getSeasonsQueryOptions(),
    queryFn: fromStartedPage(filed, 'seasons', getSeasons),
  });
}
