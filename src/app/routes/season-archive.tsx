import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { SINGLE_DIVISION } from '@/app/routes/league/season-archive-path';
import { PlayoffsLink, Section, SeasonNotFound } from '@/app/routes/league/season-archive-parts';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useCompetitions } from '@/features/competitions/api/get-competitions';
import { useSeasons } from '@/features/competitions/api/get-seasons';
import { SeasonHonors } from '@/features/competitions/components/season-honors';
import { StandingsSection } from '@/features/standings/components/standings-section';
import { StandingsTableSkeleton } from '@/features/standings/components/standings-table';
import { TopScorersTable } from '@/features/statistics/components/top-scorers-table';
import { usePageMeta } from '@/hooks/use-page-meta';

const TOP_SCORERS = 10;

/**
 * /season/<start year>/<competition slug>/<division>: one past (or current) season of one
 * competition, as it ended: final table, playoffs, honors, top scorers. docs/decisions-public-league.md.
 */
export function Component() {
  usePageMeta('seasonArchive');
  const { t } = useTranslation(['competitions', 'standings', 'statistics']);
  const params = useParams();
  const competitions = useCompetitions();
  const seasons = useSeasons();

  if (competitions.isPending || seasons.isPending) {
    return (
      <div className="space-y-6" data-loading="true">
        <div className="space-y-2">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-9 w-3/4 max-w-md" />
        </div>
        <StandingsTableSkeleton />
      </div>
    );
  }
  if (competitions.isError || seasons.isError) {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('archive.title')}</h1>
        <Alert variant="destructive">
          <p>{t('errors.load')}</p>
        </Alert>
      </div>
    );
  }

  const slug = params.competition?.toLowerCase();
  const competition = competitions.data.find((c) => c.slug === slug);
  // Seasons come newest first: with two starting the same year, the later one wins.
  const season = seasons.data.find((s) => s.start_date.slice(0, 4) === params.year);
  const division = params.division?.toLowerCase();
  if (!competition || !season || division !== SINGLE_DIVISION) return <SeasonNotFound />;

  const names = { competition: competition.name, season: season.name };
  return (
    <div className="space-y-8">
      <div className="space-y-1">
        <p className="text-sm font-medium uppercase tracking-wide text-muted-foreground">
          {t('archive.title')}
        </p>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('archive.heading', names)}
        </h1>
      </div>
      <Section id="final-table" title={t('archive.finalTable')}>
        <StandingsSection
          competitionId={competition.id}
          seasonId={season.id}
          caption={t('standings:caption', names)}
        />
      </Section>
      <Section id="playoffs" title={t('archive.playoffs')}>
        <PlayoffsLink competitionId={competition.id} seasonId={season.id} />
      </Section>
      <Section id="honors" title={t('archive.honors')}>
        <SeasonHonors competitionId={competition.id} seasonId={season.id} />
      </Section>
      <Section id="top-scorers" title={t('archive.topScorers')}>
        <TopScorersTable
          competitionId={competition.id}
          seasonId={season.id}
          caption={t('statistics:caption', names)}
          limit={TOP_SCORERS}
        />
      </Section>
    </div>
  );
}
