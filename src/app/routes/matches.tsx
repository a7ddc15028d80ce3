import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FinalStage } from '@/app/routes/league/final-stage';
import { MATCH_TABS, matchesParams, type MatchTab } from '@/app/routes/league/matches-params';
import { PrintHeading } from '@/components/print/fixture-print-list';
import { PrintButton } from '@/components/print/print-button';
import { Alert } from '@/components/ui/alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LeaguePickers } from '@/features/competitions/components/league-pickers';
import { useLeagueSelection } from '@/features/competitions/hooks/use-league-selection';
import { useSeasonTeams } from '@/features/matches/api/get-season-teams';
import { CalendarSubscribe } from '@/features/matches/components/calendar-subscribe';
import { MatchListSkeleton } from '@/features/matches/components/match-list';
import { MatchesPanel } from '@/features/matches/components/match-panels';
import { TeamFilter } from '@/features/matches/components/team-filter';
import { usePageMeta } from '@/hooks/use-page-meta';

export function Component() {
  usePageMeta('matches');
  const { t } = useTranslation('matches');
  const [searchParams, setSearchParams] = useSearchParams();
  // A team belongs to one competition-season: a new choice starts from all teams again.
  const selection = useLeagueSelection({ resetParams: ['team'] });
  const { competition, season } = selection;

  const { tab, teamId } = matchesParams(searchParams);
  // The filter's own query (shared cache): the printed heading names the chosen team.
  const seasonTeams = useSeasonTeams(competition?.id ?? 0, season?.id ?? 0, {
    enabled: Boolean(competition && season),
  });
  const teamName = seasonTeams.data?.find((team) => team.id === teamId)?.name;

  const setParam = (key: string, value: string | null) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const ready = competition && season;
  const panel = (value: MatchTab) => {
    if (selection.isPending) return <MatchListSkeleton />;
    if (selection.isError) {
      return (
        <Alert variant="destructive">
          <p>{t('errors.load')}</p>
        </Alert>
      );
    }
    if (!ready) return <p className="py-10 text-center text-muted-foreground">{t('empty')}</p>;
    if (value === 'final') {
      return <FinalStage competitionId={competition.id} seasonId={season.id} teamId={teamId} />;
    }
    return (
      <MatchesPanel
        filters={{ competitionId: competition.id, seasonId: season.id, tab: value, teamId }}
      />
    );
  };

  return (
    <div className="space-y-6">
      <PrintHeading
        title={[t('title'), competition?.name, season?.name].filter(Boolean).join(' · ')}
        details={[t(`tabs.${tab}`), teamName ?? t('filters.allTeams')].join(' · ')}
      />
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
        <div className="flex flex-wrap gap-2">
          {ready && <CalendarSubscribe competitionId={competition.id} seasonId={season.id} />}
          <PrintButton />
        </div>
      </div>
      <div className="flex flex-col gap-3 print:hidden md:flex-row md:items-end">
        <LeaguePickers selection={selection} />
        {ready ? (
          <TeamFilter
            competitionId={competition.id}
            seasonId={season.id}
            teamId={teamId}
            onChange={(id) => setParam('team', id === null ? null : String(id))}
          />
        ) : (
          // Holds the filter's place while the pickers load, so nothing jumps.
          <div className="h-14 sm:w-60" aria-hidden />
        )}
      </div>
      <Tabs
        value={tab}
        onValueChange={(value) => setParam('tab', value === 'upcoming' ? null : value)}
      >
        <TabsList aria-label={t('tabs.label')} className="w-full print:hidden sm:w-auto">
          {MATCH_TABS.map((value) => (
            <TabsTrigger key={value} value={value} className="flex-1 sm:flex-none">
              {t(`tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {MATCH_TABS.map((value) => (
          <TabsContent key={value} value={value}>
            {panel(value)}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
