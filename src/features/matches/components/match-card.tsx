import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TeamLogo } from '@/components/team-logo';
import { Skeleton } from '@/components/ui/skeleton';
import type { MatchSummary, MatchTeam } from '@/features/matches/api/match-summary';
import { MatchStatusBadge } from '@/features/matches/components/match-status-badge';
import { formatKickOff, formatMatchDay } from '@/features/matches/utils/match-dates';
import { cn } from '@/lib/utils';

function TeamLine({
  team,
  score,
  outcome,
}: {
  team: MatchTeam;
  score: number | null;
  outcome: 'won' | 'lost' | 'even';
}) {
  return (
    <div className="flex items-center gap-2">
      <TeamLogo name={team.name} logoUrl={team.logo_url} colors={team.colors} />
      <span
        className={cn(
          'min-w-0 flex-1 truncate',
          outcome === 'won' && 'font-semibold',
          outcome === 'lost' && 'text-muted-foreground',
        )}
      >
        {team.name}
      </span>
      {score !== null && (
        <span className={cn('w-6 text-right tabular-nums', outcome !== 'lost' && 'font-bold')}>
          {score}
        </span>
      )}
    </div>
  );
}

/**
 * One fixture, teams stacked (readable on a phone): kick-off time (or date) on the left,
 * scores on the right, status and venue underneath. The whole card links to the match page.
 */
export function MatchCard({
  match,
  showDate = false,
}: {
  match: MatchSummary;
  showDate?: boolean;
}) {
  const { t, i18n } = useTranslation('matches');
  const { home_score: home, away_score: away } = match;
  const outcome = (mine: number | null, theirs: number | null) =>
    mine === null || theirs === null || mine === theirs ? 'even' : mine > theirs ? 'won' : 'lost';
  return (
    <Link
      to={`/matches/${match.id}`}
      className="flex h-full gap-3 rounded-lg border bg-card p-3 text-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <time
        dateTime={match.match_date}
        className={cn(
          'shrink-0 pt-0.5 tabular-nums text-muted-foreground',
          showDate ? 'w-20 text-xs leading-5' : 'w-12',
        )}
      >
        {showDate
          ? formatMatchDay(match.match_date, i18n.language)
          : formatKickOff(match.match_date, i18n.language)}
      </time>
      <div className="min-w-0 flex-1 space-y-1.5">
        <TeamLine team={match.home_team} score={home} outcome={outcome(home, away)} />
        <TeamLine team={match.away_team} score={away} outcome={outcome(away, home)} />
        <p className="flex h-5 min-w-0 items-center gap-2 text-xs text-muted-foreground">
          {/* Scheduled and completed go without saying on screen (a time, a score), not aloud. */}
          {match.status === 'scheduled' || match.status === 'completed' ? (
            <span className="sr-only">{t(`status.${match.status}`)}</span>
          ) : (
            <MatchStatusBadge status={match.status} />
          )}
          {match.venue && <span className="truncate">{match.venue.name}</span>}
        </p>
      </div>
    </Link>
  );
}

export function MatchCardSkeleton() {
  return (
    <div className="flex gap-3 rounded-lg border p-3">
      <Skeleton className="h-5 w-12" />
      <div className="flex-1 space-y-1.5">
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-5 w-1/2" />
      </div>
    </div>
  );
}
