import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCompetitions } from '@/features/competitions/api/get-competitions';
import { useSeasons } from '@/features/competitions/api/get-seasons';
import { resolveSelection } from '@/features/competitions/utils/resolve-selection';

/**
 * The competition and season a page shows, kept in the URL (?competition=<slug>&season=<id>)
 * so that a link shows the same table to whoever opens it. `resetParams` names other search
 * params that lose their meaning when the choice changes (e.g. a team filter).
 */
export function useLeagueSelection({ resetParams = [] }: { resetParams?: string[] } = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const competitions = useCompetitions();
  const seasons = useSeasons();
  const competitionParam = searchParams.get('competition');
  // A string, so that a fresh array literal from the caller does not change the callback.
  const resetKey = resetParams.join(' ');
  const seasonParam = searchParams.get('season');

  const selection = useMemo(
    () =>
      resolveSelection(competitions.data ?? [], seasons.data ?? [], {
        competition: competitionParam,
        season: seasonParam,
      }),
    [competitions.data, seasons.data, competitionParam, seasonParam],
  );

  const choose = useCallback(
    (key: 'competition' | 'season', value: string) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set(key, value);
          for (const param of resetKey.split(' ').filter(Boolean)) next.delete(param);
          return next;
        },
        // Changing a filter refines the page rather than visiting a new one.
        { replace: true },
      ),
    [setSearchParams, resetKey],
  );

  return {
    ...selection,
    competitions: competitions.data ?? [],
    seasons: seasons.data ?? [],
    isPending: competitions.isPending || seasons.isPending,
    isError: competitions.isError || seasons.isError,
    setCompetition: (slug: string) => choose('competition', slug),
    setSeason: (id: number) => choose('season', String(id)),
  };
}

export type LeagueSelectionState = ReturnType<typeof useLeagueSelection>;
