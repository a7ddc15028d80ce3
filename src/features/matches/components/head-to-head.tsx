import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { useHeadToHead, type HeadToHeadParams } from '@/features/matches/api/get-head-to-head';
import { MatchCard, MatchCardSkeleton } from '@/features/matches/components/match-card';

/** The two teams' last meetings before this match. */
export function HeadToHead(params: HeadToHeadParams) {
  const { t } = useTranslation('matches');
  const meetings = useHeadToHead(params);
  if (meetings.isPending) {
    return (
      <div className="grid gap-2 lg:grid-cols-2" data-loading="true">
        <MatchCardSkeleton />
        <MatchCardSkeleton />
      </div>
    );
  }
  if (meetings.isError) {
    return (
      <Alert variant="destructive">
        <p>{t('errors.load')}</p>
      </Alert>
    );
  }
  if (meetings.data.length === 0) {
    return <p className="text-muted-foreground">{t('detail.noHeadToHead')}</p>;
  }
  return (
    <ul className="grid gap-2 lg:grid-cols-2">
      {meetings.data.map((match) => (
        <li key={match.id}>
          <MatchCard match={match} showDate />
        </li>
      ))}
    </ul>
  );
}
