import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { useStandingsTable } from '@/features/standings/api/get-standings-table';
import type { StandingsFilters } from '@/entities/standings/standing-keys';
import {
  StandingsTable,
  StandingsTableSkeleton,
} from '@/features/standings/components/standings-table';

/** Once the final stage has started the regular-season table is final: say so, link the bracket. */
function SeasonLockNotice({ competitionId, seasonId }: StandingsFilters) {
  const { t } = useTranslation('standings');
  return (
    <Alert className="items-center border-amber-500/50 bg-amber-500/10">
      <Lock aria-hidden className="text-amber-700 dark:text-amber-400" />
      <p className="flex-1">
        <span className="font-medium">{t('locked.title')}</span> {t('locked.description')}{' '}
        <Link
          to={`/playoffs/${competitionId}/${seasonId}`}
          className="font-medium underline underline-offset-4 hover:no-underline"
        >
          {t('locked.link')}
        </Link>
      </p>
    </Alert>
  );
}

/**
 * The league table of one competition and season, with the locked notice and the tiebreaker
 * note, from one request.
 */
export function StandingsSection({
  competitionId,
  seasonId,
  caption,
}: StandingsFilters & { caption: string }) {
  const { t } = useTranslation('standings');
  const filters = { competitionId, seasonId };
  const standings = useStandingsTable(filters);

  if (standings.isPending) return <StandingsTableSkeleton />;
  if (standings.isError) {
    return (
      <Alert variant="destructive">
        <p>{t('errors.load')}</p>
      </Alert>
    );
  }
  if (standings.data.rows.length === 0) {
    return <p className="py-10 text-center text-muted-foreground">{t('empty')}</p>;
  }
  return (
    <div className="space-y-4">
      {standings.data.locked && <SeasonLockNotice {...filters} />}
      <StandingsTable rows={standings.data.rows} caption={caption} />
      <p className="text-sm text-muted-foreground">{t('tiebreakers')}</p>
    </div>
  );
}
