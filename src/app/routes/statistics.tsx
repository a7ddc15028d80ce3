import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { LeaguePickers } from '@/features/competitions/components/league-pickers';
import { useLeagueSelection } from '@/features/competitions/hooks/use-league-selection';
import {
  TopScorersSkeleton,
  TopScorersTable,
} from '@/features/statistics/components/top-scorers-table';
import { usePageMeta } from '@/hooks/use-page-meta';

export function Component() {
  usePageMeta('statistics');
  const { t } = useTranslation('statistics');
  const selection = useLeagueSelection();
  const { competition, season } = selection;

  let body;
  if (selection.isPending) {
    body = <TopScorersSkeleton />;
  } else if (selection.isError) {
    body = (
      <Alert variant="destructive">
        <p>{t('errors.load')}</p>
      </Alert>
    );
  } else if (!competition || !season) {
    body = <p className="py-10 text-center text-muted-foreground">{t('empty')}</p>;
  } else {
    body = (
      <TopScorersTable
        competitionId={competition.id}
        seasonId={season.id}
        caption={t('caption', { competition: competition.name, season: season.name })}
      />
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
        <LeaguePickers selection={selection} />
      </div>
      <section aria-labelledby="top-scorers-heading" className="space-y-4">
        <h2 id="top-scorers-heading" className="text-xl font-semibold leading-7">
          {t('topScorers')}
          {competition && season && (
            <span className="font-normal text-muted-foreground">
              {' '}
              · {competition.name} {season.name}
            </span>
          )}
        </h2>
        {body}
      </section>
    </div>
  );
}
