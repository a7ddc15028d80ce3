import { CalendarX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { TeamLogo } from '@/components/team-logo';
import { Skeleton } from '@/components/ui/skeleton';
import { useLeagueContext } from '@/features/homepage/api/get-league-context';
import {
  useUpcomingMatches,
  type UpcomingMatch,
} from '@/features/homepage/api/get-upcoming-matches';
import { WidgetCard } from '@/features/homepage/components/widget-card';
import {
  DEFAULT_LIMITS,
  numberSetting,
  type WidgetSettings,
} from '@/features/homepage/utils/layout';
import { formatLeagueDate } from '@/lib/dates';

function TeamLine({ team }: { team: UpcomingMatch['home'] }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <TeamLogo name={team?.name ?? ''} logoUrl={team?.logo_url} colors={team?.colors} size="sm" />
      <span className="truncate font-medium">{team?.name}</span>
    </span>
  );
}

/** Date and time on the left, the two teams stacked on the right: readable at any width. */
function MatchRow({ match }: { match: UpcomingMatch }) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'it';
  return (
    <li>
      <Link
        to={`/matches/${match.id}`}
        className="flex items-center gap-3 rounded-md px-2 py-2.5 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="flex w-16 shrink-0 flex-col items-center rounded-md bg-muted px-1 py-1.5 text-center text-xs">
          <time dateTime={match.match_date} className="font-semibold">
            {formatLeagueDate(match.match_date, language, 'dayMonth')}
          </time>
          <span className="text-muted-foreground">
            {formatLeagueDate(match.match_date, language, 'time')}
          </span>
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
          <TeamLine team={match.home} />
          <TeamLine team={match.away} />
        </span>
        {match.venue && (
          <span className="hidden max-w-40 truncate text-xs text-muted-foreground sm:block">
            {match.venue.name}
          </span>
        )}
      </Link>
    </li>
  );
}

/** The next scheduled matches of the main (or the chosen) competition in the latest season. */
export function UpcomingMatchesWidget({ settings }: { settings: WidgetSettings }) {
  const { t } = useTranslation('homepage');
  const limit = numberSetting(settings, 'limit', DEFAULT_LIMITS.upcoming_matches);
  const context = useLeagueContext();
  const competitionId = numberSetting(settings, 'competition_id') ?? context.data?.competitionId;
  const seasonId = context.data?.seasonId;
  const matches = useUpcomingMatches(
    competitionId && seasonId ? { competitionId, seasonId, limit } : null,
  );
  const noLeague = context.isSuccess && (!competitionId || !seasonId);
  return (
    <WidgetCard title={t('upcoming.title')} link={{ to: '/matches', label: t('upcoming.all') }}>
      {context.isError || matches.isError ? (
        <LoadError message={t('upcoming.error')} />
      ) : noLeague || matches.data?.length === 0 ? (
        <EmptyState icon={CalendarX} message={t('upcoming.empty')} />
      ) : matches.data ? (
        <ul className="divide-y">
          {matches.data.map((match) => (
            <MatchRow key={match.id} match={match} />
          ))}
        </ul>
      ) : (
        <div data-loading="true" className="space-y-2">
          {Array.from({ length: limit }, (_, i) => (
            <Skeleton key={i} className="h-[66px]" />
          ))}
        </div>
      )}
    </WidgetCard>
  );
}
