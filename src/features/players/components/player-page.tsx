import { Goal } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { DetailPage } from '@/components/detail-page';
import { LoadError } from '@/components/load-error';
import { TeamLogo } from '@/components/team-logo';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { usePlayer, type PlayerDetail } from '@/features/players/api/get-player';
import { usePlayerGoals } from '@/features/players/api/get-player-goals';
import { usePlayerStats } from '@/features/players/api/get-player-stats';
import { PlayerPhoto } from '@/features/players/components/player-photo';
import { formatLeagueDate } from '@/lib/dates';
import { twoDecimals } from '@/lib/numbers';

function Facts({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation('players');
  const facts = [
    ['role', player.role && t(`roles.${player.role}`)],
    ['number', player.jersey_number],
    ['nationality', player.nationality],
    ['age', player.age_years !== null && t('detail.years', { count: player.age_years })],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
      {facts.map(([key, value]) => (
        <div key={key}>
          <dt className="text-muted-foreground">{t(`detail.${key}`)}</dt>
          <dd className="font-medium">{value === null || value === false ? '–' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Stats({ playerId }: { playerId: number }) {
  const { t, i18n } = useTranslation('players');
  const { data, isPending, isError } = usePlayerStats(playerId);
  if (isError) return <LoadError message={t('detail.statsError')} />;
  const average = twoDecimals(Number(data?.goals_per_match ?? 0), i18n.resolvedLanguage ?? 'it');
  const stats = [
    ['goals', data?.goals ?? 0],
    ['matchesPlayed', data?.matches_played ?? 0],
    ['goalsPerMatch', average],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-3">
      {stats.map(([key, value]) => (
        <div key={key} className="rounded-xl border bg-card px-2 py-4 text-center shadow-sm">
          <dt className="text-xs text-muted-foreground sm:text-sm">{t(`detail.${key}`)}</dt>
          <dd className="text-2xl font-bold tabular-nums sm:text-3xl">
            {isPending ? <Skeleton data-loading="true" className="mx-auto mt-1 h-8 w-12" /> : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function GoalHistory({ playerId }: { playerId: number }) {
  const { t, i18n } = useTranslation('players');
  const { data, isError } = usePlayerGoals(playerId);
  return (
    <section aria-labelledby="goal-history" className="flex flex-col gap-3">
      <h2 id="goal-history" className="text-xl font-semibold tracking-tight">
        {t('detail.history')}
      </h2>
      {isError ? (
        <LoadError message={t('detail.historyError')} />
      ) : data?.length === 0 ? (
        <EmptyState icon={Goal} message={t('detail.noGoals')} />
      ) : data ? (
        <div className="rounded-xl border bg-card shadow-sm">
          <Table>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>{t('detail.date')}</TableHead>
                <TableHead>{t('detail.opponent')}</TableHead>
                <TableHead className="text-center">{t('detail.result')}</TableHead>
                <TableHead className="text-right">{t('detail.minute')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.map((goal) => (
                <TableRow key={goal.goal_id}>
                  <TableCell className="whitespace-nowrap">
                    <Link
                      to={`/matches/${goal.match_id}`}
                      className="underline-offset-4 hover:underline"
                    >
                      {formatLeagueDate(goal.match_date, i18n.resolvedLanguage ?? 'it', 'date')}
                    </Link>
                  </TableCell>
                  <TableCell>{goal.opponent_name}</TableCell>
                  <TableCell className="text-center tabular-nums">
                    {goal.home_score} – {goal.away_score}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {goal.minute === null ? '–' : `${goal.minute}'`}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : (
        <Skeleton data-loading="true" className="h-48 rounded-xl" />
      )}
    </section>
  );
}

function PlayerSkeleton() {
  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Skeleton className="size-32 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-9 w-64 max-w-full" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-10 w-full max-w-lg" />
        </div>
      </div>
      <Skeleton className="h-24 rounded-xl" />
    </>
  );
}

/**
 * A player's card: photo, team, role, number, nationality, age, numbers and goals, and `after`
 * them what the app composes in from other features (the season chart).
 */
export function PlayerPage({ playerId, after }: { playerId: number; after?: ReactNode }) {
  const { t } = useTranslation('players');
  const player = usePlayer(playerId);
  // Started beside the player request, not after it: one round of parallel requests.
  usePlayerStats(playerId);
  usePlayerGoals(playerId);
  return (
    <DetailPage
      query={player}
      back={{ to: '/players', label: t('detail.back') }}
      loadingLabel={t('detail.loading')}
      skeleton={<PlayerSkeleton />}
      errorTitle={t('detail.title')}
      errorMessage={t('list.error')}
      notFoundTitle={t('detail.notFound.title')}
      notFoundDescription={t('detail.notFound.description')}
    >
      {(player) => (
        <>
          <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <PlayerPhoto
              firstName={player.first_name}
              lastName={player.last_name}
              photoUrl={player.photo_url}
              className="size-32 text-4xl"
            />
            <div className="flex flex-1 flex-col gap-3">
              <div>
                {/* One text node, as the first view paints it: split in three, the name measured
                    a pixel wider, and the app's heading was a new, later largest paint. */}
                <h1 className="text-3xl font-bold tracking-tight">
                  {`${player.first_name} ${player.last_name}`}
                </h1>
                {player.team ? (
                  <Link
                    to={`/teams/${player.team.id}`}
                    className="mt-1 inline-flex items-center gap-2 font-medium underline-offset-4 hover:underline"
                  >
                    <TeamLogo
                      name={player.team.name}
                      logoUrl={player.team.logo_url}
                      colors={player.team.colors}
                      size="sm"
                    />
                    {player.team.name}
                  </Link>
                ) : (
                  <p className="mt-1 text-muted-foreground">{t('detail.noTeam')}</p>
                )}
              </div>
              <Facts player={player} />
            </div>
          </header>
          <Stats playerId={player.id} />
          <GoalHistory playerId={player.id} />
          {after}
        </>
      )}
    </DetailPage>
  );
}
