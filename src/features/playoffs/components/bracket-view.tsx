import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TeamLogo } from '@/components/team-logo';
import { Skeleton } from '@/components/ui/skeleton';
import {
  bracketRounds,
  winnerSide,
  type BracketRound,
} from '@/features/playoffs/utils/bracket-rounds';
import { formatLeagueDate } from '@/lib/dates';
import { cn } from '@/lib/utils';

interface BracketTeam {
  id: number;
  name: string;
  logo_url: string | null;
  colors: string[] | null;
}

/** What the bracket needs of a match (the matches feature's summaries fit). */
export interface BracketMatch {
  id: number;
  match_date: string;
  status: string;
  home_score: number | null;
  away_score: number | null;
  home_team: BracketTeam;
  away_team: BracketTeam;
}

function Side({
  team,
  score,
  won,
  lost,
}: {
  team: BracketTeam;
  score: number | null;
  won: boolean;
  lost: boolean;
}) {
  const { t } = useTranslation('playoffs');
  return (
    <div
      className={cn(
        'flex items-center gap-2 rounded-md px-2 py-1.5',
        won && 'bg-primary/10 font-semibold',
        lost && 'text-muted-foreground',
      )}
    >
      <TeamLogo name={team.name} logoUrl={team.logo_url} colors={team.colors} />
      <span className="min-w-0 flex-1 truncate">{team.name}</span>
      {won && <span className="sr-only">({t('winner')})</span>}
      <span className="w-6 text-right tabular-nums">{score ?? ''}</span>
    </div>
  );
}

function BracketMatchCard({ match }: { match: BracketMatch }) {
  const { t, i18n } = useTranslation('playoffs');
  const winner = winnerSide(match);
  return (
    <Link
      to={`/matches/${match.id}`}
      className="block rounded-lg border bg-card p-1.5 text-sm shadow-sm transition-colors hover:border-foreground/30 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <Side
        team={match.home_team}
        score={match.home_score}
        won={winner === 'home'}
        lost={winner === 'away'}
      />
      <Side
        team={match.away_team}
        score={match.away_score}
        won={winner === 'away'}
        lost={winner === 'home'}
      />
      <p className="px-2 pb-0.5 pt-1 text-xs text-muted-foreground">
        <time dateTime={match.match_date}>
          {formatLeagueDate(match.match_date, i18n.language, 'dateTime')}
        </time>
        {match.status === 'scheduled' && ` · ${t('tbd')}`}
      </p>
    </Link>
  );
}

function Round({ round }: { round: BracketRound<BracketMatch> }) {
  const { t } = useTranslation('playoffs');
  const title =
    round.name === 'round'
      ? t('rounds.round', { number: round.number })
      : t(`rounds.${round.name}`);
  return (
    <section aria-label={title} className="flex min-w-0 flex-col md:w-72 md:shrink-0">
      <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {title}
      </h2>
      {/* Spread evenly, so each match sits between the two it follows on from, as on paper. */}
      <ul className="flex flex-1 flex-col gap-3 md:justify-around">
        {round.matches.map((match) => (
          <li key={match.id}>
            <BracketMatchCard match={match} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Rounds side by side from the first to the final (scrolling sideways when wide), stacked on a
 * phone. The champion is named once the final has a winner.
 */
export function BracketView({ matches }: { matches: readonly BracketMatch[] }) {
  const { t } = useTranslation('playoffs');
  const rounds = bracketRounds(matches);
  const final = rounds.at(-1)?.matches[0];
  const side = final ? winnerSide(final) : null;
  const champion = final && side ? final[`${side}_team`] : null;
  return (
    <div className="space-y-6">
      {champion && (
        <p className="flex items-center gap-3 rounded-xl border border-amber-500/50 bg-amber-500/10 p-4 text-lg font-semibold">
          <Trophy aria-hidden className="size-6 text-amber-600 dark:text-amber-400" />
          {t('champion', { team: champion.name })}
        </p>
      )}
      <div className="flex flex-col gap-8 md:flex-row md:gap-6 md:overflow-x-auto md:pb-2">
        {rounds.map((round) => (
          <Round key={`${round.name}-${round.number}`} round={round} />
        ))}
      </div>
    </div>
  );
}

export function BracketViewSkeleton() {
  return (
    <div className="flex flex-col gap-8 md:flex-row md:gap-6" data-loading="true">
      {[2, 1].map((count) => (
        <div key={count} className="flex flex-col gap-3 md:w-72 md:justify-around">
          <Skeleton className="h-5 w-28" />
          {Array.from({ length: count }, (_, index) => (
            <Skeleton key={index} className="h-[6.25rem] w-full rounded-lg" />
          ))}
        </div>
      ))}
    </div>
  );
}
