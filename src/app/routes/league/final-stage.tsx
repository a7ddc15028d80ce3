import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { MatchListSkeleton } from '@/features/matches/components/match-list';
import { MatchesByIdsPanel } from '@/features/matches/components/match-panels';
import { useBrackets } from '@/features/playoffs/api/get-brackets';

/** The final stage is the bracket of the selection: its match ids, then those matches. */
export function FinalStage({
  competitionId,
  seasonId,
  teamId,
}: {
  competitionId: number;
  seasonId: number;
  teamId: number | null;
}) {
  const { t } = useTranslation('matches');
  const brackets = useBrackets();
  if (brackets.isPending) return <MatchListSkeleton />;
  if (brackets.isError) {
    return (
      <Alert variant="destructive">
        <p>{t('errors.load')}</p>
      </Alert>
    );
  }
  const bracket = brackets.data.find(
    (b) => b.competition_id === competitionId && b.season_id === seasonId,
  );
  if (!bracket || bracket.match_ids.length === 0) {
    return <p className="py-10 text-center text-muted-foreground">{t('noFinalStage')}</p>;
  }
  return <MatchesByIdsPanel ids={bracket.match_ids} teamId={teamId} />;
}
