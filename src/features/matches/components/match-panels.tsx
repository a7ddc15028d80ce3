import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { useMatches } from '@/features/matches/api/get-matches';
import { useMatchesByIds } from '@/features/matches/api/get-matches-by-ids';
import type { MatchFilters } from '@/entities/match/match-keys';
import type { MatchSummary } from '@/features/matches/api/match-summary';
import { MatchList, MatchListSkeleton } from '@/features/matches/components/match-list';

function MatchListStates({
  query,
  filter = (matches) => matches,
}: {
  query: UseQueryResult<MatchSummary[]>;
  filter?: (matches: MatchSummary[]) => MatchSummary[];
}) {
  const { t } = useTranslation('matches');
  if (query.isPending) return <MatchListSkeleton />;
  if (query.isError) {
    return (
      <Alert variant="destructive">
        <p>{t('errors.load')}</p>
      </Alert>
    );
  }
  const matches = filter(query.data);
  if (matches.length === 0) {
    return <p className="py-10 text-center text-muted-foreground">{t('empty')}</p>;
  }
  return <MatchList matches={matches} />;
}

/** Upcoming or completed fixtures of a competition-season, optionally of one team. */
export function MatchesPanel({ filters }: { filters: MatchFilters }) {
  return <MatchListStates query={useMatches(filters)} />;
}

/** Given matches (a bracket's), optionally only those of one team. */
export function MatchesByIdsPanel({
  ids,
  teamId,
}: {
  ids: readonly number[];
  teamId: number | null;
}) {
  const query = useMatchesByIds(ids);
  return (
    <MatchListStates
      query={query}
      filter={(matches) =>
        teamId === null
          ? matches
          : matches.filter((m) => m.home_team.id === teamId || m.away_team.id === teamId)
      }
    />
  );
}
