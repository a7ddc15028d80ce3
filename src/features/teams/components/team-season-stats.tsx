import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useTeamSeasonStats } from '@/features/teams/api/get-team-season-stats';
import { TeamSection } from '@/features/teams/components/team-section';

const STATS = ['played', 'wins', 'draws', 'losses', 'goals_for', 'goals_against'] as const;

/** Played, wins, draws, losses, goals for and against in the latest season. */
export function TeamSeasonStats({ teamId }: { teamId: number }) {
  const { t } = useTranslation('teams');
  const { data, isPending, isError } = useTeamSeasonStats(teamId);
  return (
    <TeamSection title={data ? t('stats.titleSeason', { season: data.season }) : t('stats.title')}>
      {isError ? (
        <LoadError message={t('stats.error')} />
      ) : (
        <dl className="grid grid-cols-3 gap-3 sm:grid-cols-6">
          {STATS.map((stat) => (
            <div key={stat} className="rounded-lg bg-muted px-2 py-3 text-center">
              <dt className="text-xs text-muted-foreground">{t(`stats.${stat}`)}</dt>
              <dd className="text-2xl font-bold tabular-nums">
                {isPending ? (
                  <Skeleton data-loading="true" className="mx-auto mt-1 h-7 w-8" />
                ) : (
                  (data?.[stat] ?? 0)
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </TeamSection>
  );
}
