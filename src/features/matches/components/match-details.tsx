import { ArrowLeft, ExternalLink, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NotFound } from '@/components/errors/not-found';
import { TeamColors } from '@/components/team-colors';
import { TeamLogo } from '@/components/team-logo';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useMatch, type MatchDetail } from '@/features/matches/api/get-match';
import type { MatchTeam } from '@/features/matches/api/match-summary';
import { HeadToHead } from '@/features/matches/components/head-to-head';
import { MatchScorers } from '@/features/matches/components/match-scorers';
import { MatchStatusBadge } from '@/features/matches/components/match-status-badge';
import { openStreetMapUrl } from '@/features/matches/utils/map-link';
import { formatLeagueDate } from '@/lib/dates';

const LINK =
  'rounded-sm font-medium underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

function BackLink({ match }: { match?: MatchDetail }) {
  const { t } = useTranslation('matches');
  const params = new URLSearchParams();
  if (match?.competition) params.set('competition', match.competition.slug);
  if (match?.season) params.set('season', String(match.season.id));
  if (match?.status === 'completed') params.set('tab', 'completed');
  const search = params.size ? `?${params}` : '';
  return (
    <Link
      to={`/matches${search}`}
      className="inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {t('detail.back')}
    </Link>
  );
}

function TeamSide({ team }: { team: MatchTeam }) {
  return (
    <Link
      to={`/teams/${team.id}`}
      className="flex min-w-0 flex-col items-center gap-2 rounded-md p-1 text-center hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <TeamLogo name={team.name} logoUrl={team.logo_url} colors={team.colors} size="lg" eager />
      <span className="text-sm font-semibold leading-tight sm:text-base">{team.name}</span>
      <TeamColors colors={team.colors} size="sm" />
    </Link>
  );
}

function Scoreboard({ match }: { match: MatchDetail }) {
  const { t, i18n } = useTranslation('matches');
  const played = match.home_score !== null && match.away_score !== null;
  const home = match.home_team.colors?.[0] ?? 'hsl(var(--muted))';
  const away = match.away_team.colors?.[0] ?? 'hsl(var(--muted))';
  return (
    <div className="overflow-hidden rounded-xl border bg-card">
      {/* The two teams' colours, side by side. */}
      <div aria-hidden className="flex h-1.5">
        <div className="flex-1" style={{ backgroundColor: home }} />
        <div className="flex-1" style={{ backgroundColor: away }} />
      </div>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2 p-4 sm:gap-6 sm:p-6">
        <TeamSide team={match.home_team} />
        <div className="flex flex-col items-center gap-2">
          {played ? (
            <p
              className="whitespace-nowrap text-4xl font-bold tabular-nums sm:text-5xl"
              aria-label={t('score', { homeScore: match.home_score, awayScore: match.away_score })}
            >
              {match.home_score} <span className="text-muted-foreground">–</span> {match.away_score}
            </p>
          ) : (
            <p className="text-2xl font-bold tabular-nums sm:text-3xl">
              {formatLeagueDate(match.match_date, i18n.language, 'time')}
            </p>
          )}
          <MatchStatusBadge status={match.status} />
        </div>
        <TeamSide team={match.away_team} />
      </div>
      {match.status === 'ongoing' && (
        <p className="border-t px-4 py-2 text-center text-xs text-muted-foreground">
          {t('detail.autoRefresh')}
        </p>
      )}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

function Facts({ match }: { match: MatchDetail }) {
  const { t, i18n } = useTranslation('matches');
  const { venue } = match;
  return (
    <dl className="grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2 sm:p-6">
      <Fact label={t('detail.when')}>
        <time dateTime={match.match_date} className="block first-letter:uppercase">
          {formatLeagueDate(match.match_date, i18n.language, 'fullDateTime')}
        </time>
      </Fact>
      <Fact label={t('detail.venue')}>
        {venue ? (
          <span className="flex flex-col gap-0.5">
            <span className="font-medium">{venue.name}</span>
            {venue.structure && <span className="text-muted-foreground">{venue.structure}</span>}
            {(venue.address || venue.city) && (
              <span className="text-muted-foreground">
                {[venue.address, venue.city].filter(Boolean).join(', ')}
              </span>
            )}
            {venue.latitude !== null && venue.longitude !== null && (
              <a
                href={openStreetMapUrl(venue.latitude, venue.longitude)}
                target="_blank"
                rel="noopener noreferrer"
                className={`${LINK} mt-1 inline-flex items-center gap-1`}
              >
                <MapPin aria-hidden className="size-4" />
                {t('detail.map')}
                <span className="sr-only">: {t('detail.mapHint', { venue: venue.name })}</span>
                <ExternalLink aria-hidden className="size-3" />
              </a>
            )}
          </span>
        ) : (
          <span className="text-muted-foreground">{t('detail.venueUnknown')}</span>
        )}
      </Fact>
      <Fact label={t('detail.referee')}>
        {match.referee_team ? (
          <Link to={`/teams/${match.referee_team.id}`} className={LINK}>
            {match.referee_team.name}
          </Link>
        ) : (
          <span className="text-muted-foreground">{t('detail.refereeNone')}</span>
        )}
      </Fact>
      {match.competition && (
        <Fact label={t('detail.competition')}>
          {match.competition.name}
          {match.season && ` · ${match.season.name}`}
        </Fact>
      )}
    </dl>
  );
}

function MatchDetailsSkeleton() {
  return (
    <div className="space-y-6" data-loading="true">
      {/* The back link's row is as tall as the share button it may hold. */}
      <div className="flex h-8 items-center">
        <Skeleton className="h-5 w-32" />
      </div>
      <Skeleton className="h-9 w-3/4" />
      <Skeleton className="h-48 w-full rounded-xl" />
      <Skeleton className="h-40 w-full rounded-xl" />
    </div>
  );
}

/**
 * Everything about one match: teams, score, when and where, who referees, who scored, history.
 * `actions` are the page's own buttons for the loaded match (the app composes them in).
 */
export function MatchDetails({
  id,
  actions,
}: {
  id: number;
  actions?: (match: MatchDetail) => ReactNode;
}) {
  const { t } = useTranslation('matches');
  const query = useMatch(id);

  if (query.isPending) return <MatchDetailsSkeleton />;
  if (query.isError) {
    return (
      <div className="space-y-6">
        <BackLink />
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('detail.title')}</h1>
        <Alert variant="destructive">
          <p>{t('errors.load')}</p>
        </Alert>
      </div>
    );
  }
  const match = query.data;
  if (!match) return <MatchNotFound />;

  return (
    <article className="space-y-6">
      <div className="space-y-2">
        <div className="flex min-h-8 items-center justify-between gap-3">
          <BackLink match={match} />
          {actions?.(match)}
        </div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('summary', { home: match.home_team.name, away: match.away_team.name })}
        </h1>
      </div>
      <Scoreboard match={match} />
      <Facts match={match} />
      <section aria-labelledby="scorers-heading" className="space-y-3">
        <h2 id="scorers-heading" className="text-xl font-semibold">
          {t('detail.scorers')}
        </h2>
        <MatchScorers goals={match.goals} home={match.home_team} away={match.away_team} />
      </section>
      <section aria-labelledby="h2h-heading" className="space-y-3">
        <h2 id="h2h-heading" className="text-xl font-semibold">
          {t('detail.headToHead')}
        </h2>
        <HeadToHead
          matchId={match.id}
          homeTeamId={match.home_team.id}
          awayTeamId={match.away_team.id}
          before={match.match_date}
        />
      </section>
    </article>
  );
}

export function MatchNotFound() {
  const { t } = useTranslation('matches');
  return (
    <NotFound
      title={t('detail.notFound.title')}
      description={t('detail.notFound.description')}
      action={
        <Button asChild>
          <Link to="/matches">{t('detail.back')}</Link>
        </Button>
      }
    />
  );
}
