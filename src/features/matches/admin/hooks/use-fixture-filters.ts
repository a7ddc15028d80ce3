import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MATCH_STATUSES } from '@/entities/match/match-rules';
import type { FixtureFilters } from '@/features/matches/admin/api/fixture-keys';
import { useListParams } from '@/hooks/use-list-params';

type FilterName = 'competition' | 'season' | 'status';

const toId = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** Filters of the fixture list, in the URL beside the page and search of useListParams. */
export function useFixtureFilters(teamId: number | null) {
  const { page, search, setPage, setSearch } = useListParams();
  const [params, setParams] = useSearchParams();
  const competition = params.get('competition');
  const season = params.get('season');
  const statusParam = params.get('status');

  const filters = useMemo<FixtureFilters>(
    () => ({
      search,
      competitionId: toId(competition),
      seasonId: toId(season),
      status: MATCH_STATUSES.find((s) => s === statusParam) ?? null,
      teamId,
    }),
    [search, competition, season, statusParam, teamId],
  );

  const setFilter = useCallback(
    (name: FilterName, value: string | null) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete('page');
          if (value) updated.set(name, value);
          else updated.delete(name);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { filters, page, setPage, setSearch, setFilter };
}
