import { CalendarX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { TeamLogo } from '@/components/team-logo';
import { Skeleton } from '@/components/ui/skeleton';
import { useTeamMatches, type TeamMatch } from '@/features/teams/api/get-team-matches';
import type { TeamMatchesKind } from '@/entities/team/team-keys';
import { TeamSection } from '@/features/teams/components/team-section';
import { formatLeagueDate } from '@/lib/dates';
import { cn } from '@/lib/utils';

const OUTCOME_STYLE = {
  win: 'bg-emerald-600 text-white',
  draw: 'bg-amber-500 text-black',
  loss: 'bg-red-600 text-white',
} as const;

function outcome(match: TeamMatch, teamId: number): keyof typeof OUTCOME_STYLE | null {
  if (match.home_score === null || match.away_score === null) return null;
  const [own, other] =
    match.home?.id === teamId
      ? [match.home_score, match.away_score]
      : [match.away_score, match.home_score];
  return own > other ? 'win' : own === other ? 'draw' : 'loss';
}

function TeamLine({
  team,
  goals,
  highlight,
}: {
  team: TeamMatch['home'];
  goals: number | null;
  highlight: boolean;
}) {
  return (
    <span className="flex items-center gap-2">
      <TeamLogo name={team?.name ?? ''} logoUrl={team?.logo_url} colors={team?.colors} size="sm" />
      <span className={cn('min-w-0 flex-1 truncate', highlight && 'font-semibold')}>
        {team?.name}
      </span>
      <span className="min-w-6 text-right font-semibold tabular-nums">{goals}</span>
    </span>
  );
}

function MatchRow({ match, teamId }: { match: TeamMatch; teamId: number }) {
  const { t, i18n } = useTranslation('teams');
  const result = outcome(match, teamId);
  return (
    <li>
      <Link
        to={`/matches/${match.id}`}
        className="flex flex-col gap-1 rounded-md px-2 py-2.5 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
          <time dateTime={match.match_date}>
            {formatLeagueDate(match.match_date, i18n.resolvedLanguage ?? 'it')}
          </time>
          <span className="flex items-center gap-2">
            {match.competition?.name}
            {result && (
              <span
                className={cn(
                  'rounded px-1.5 py-0.5 text-[0.65rem] font-bold',
                  OUTCOME_STYLE[result],
                )}
              >
                <abbr title={t(`matches.outcome.${result}`)} className="no-underline">
                  {t(`matches.outcomeShort.${result}`)}
                </abbr>
              </span>
            )}
          </span>
        </span>
        {/* Teams stacked, each with its goals: full names fit even on a phone. */}
        <span className="flex flex-col gap-1 text-sm">
          <TeamLine
            team={match.home}
            goals={match.home_score}
            highlight={match.home?.id === teamId}
          />
          <TeamLine
            team={match.away}
            goals={match.away_score}
            highlight={match.away?.id === teamId}
          />
        </span>
      </Link>
    </li>
  );
}

/** The team's latest results or its next fixtures. */
export function TeamMatches({ teamId, kind }: { teamId: number; kind: TeamMatchesKind }) {
  const { t } = useTranslation('teams');
  const { data, isError } = useTeamMatches(teamId, kind);
  return (
    <TeamSection title={t(`matches.${kind}.title`)}>
      {isError ? (
        <LoadError message={t('matches.error')} />
      ) : data?.length === 0 ? (
        <EmptyState icon={CalendarX} message={t(`matches.${kind}.empty`)} />
      ) : data ? (
        <ul className="divide-y">
          {data.map((match) => (
            <MatchRow key={match.id} match={match} teamId={teamId} />
          ))}
        </ul>
      ) : (
        <div data-loading="true" className="space-y-2">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-[60px]" />
          ))}
        </div>
      )}
    </TeamSection>
  );
}
