import { Archive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { seasonArchivePath } from '@/app/routes/league/season-archive-path';
import { TableChart } from '@/app/routes/league/table-chart';
import { TableShare } from '@/app/routes/share/table-share';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { LeaguePickers } from '@/features/competitions/components/league-pickers';
import { useLeagueSelection } from '@/features/competitions/hooks/use-league-selection';
import { StandingsSection } from '@/features/standings/components/standings-section';
import { StandingsTableSkeleton } from '@/features/standings/components/standings-table';
import { usePageMeta } from '@/hooks/use-page-meta';

export function Component() {
  usePageMeta('tables');
  const { t } = useTranslation(['standings', 'competitions']);
  const selection = useLeagueSelection();
  const { competition, season } = selection;

  let body;
  if (selection.isPending) {
    body = (
      <>
        <Skeleton className="h-16 w-56 sm:h-8" data-loading="true" />
        <StandingsTableSkeleton />
      </>
    );
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
      <>
        {/* On a phone the link and the share button always take their own line, whatever the
            title's width (or font): the skeleton above reserves exactly these heights. */}
        <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
          <h2 id="table-heading" className="text-xl font-semibold leading-7">
            {competition.name} · {season.name}
          </h2>
          <div className="flex h-8 items-center justify-between gap-4">
            <Link
              to={seasonArchivePath(season.start_date, competition.slug)}
              className="inline-flex items-center gap-1.5 text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
            >
              <Archive aria-hidden className="size-4" />
              {t('competitions:archive.link')}
            </Link>
            <TableShare
              competitionId={competition.id}
              seasonId={season.id}
              title={`${competition.name} · ${season.name}`}
            />
          </div>
        </div>
        <StandingsSection
          competitionId={competition.id}
          seasonId={season.id}
          caption={t('caption', { competition: competition.name, season: season.name })}
        />
      </>
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
        <LeaguePickers selection={selection} />
      </div>
      <section
        aria-labelledby={competition && season ? 'table-heading' : undefined}
        className="space-y-4"
      >
        {body}
      </section>
      {competition && season && <TableChart competitionId={competition.id} seasonId={season.id} />}
    </div>
  );
}
