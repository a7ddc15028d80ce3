import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MatchGoal } from '@/features/matches/api/get-match';
import type { MatchTeam } from '@/features/matches/api/match-summary';

function GoalItem({ goal }: { goal: MatchGoal }) {
  const { t } = useTranslation('matches');
  return (
    <li className="flex items-baseline gap-2">
      <span className="w-8 shrink-0 text-right tabular-nums text-muted-foreground">
        {goal.minute !== null && (
          <>
            <span aria-hidden>{t('detail.minute', { minute: goal.minute })}</span>
            <span className="sr-only">{t('detail.minuteLong', { minute: goal.minute })}</span>
          </>
        )}
      </span>
      <span className="min-w-0">
        {goal.player ? (
          <Link
            to={`/players/${goal.player.id}`}
            className="rounded-sm hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {goal.player.first_name} {goal.player.last_name}
          </Link>
        ) : (
          <span className="italic text-muted-foreground">{t('detail.unknownPlayer')}</span>
        )}
        {goal.own_goal && (
          <>
            {' '}
            <abbr
              title={t('detail.ownGoal')}
              className="rounded bg-muted px-1 text-xs font-medium text-muted-foreground no-underline"
              data-own-goal="true"
            >
              <span aria-hidden>{t('detail.ownGoalShort')}</span>
              <span className="sr-only">({t('detail.ownGoal')})</span>
            </abbr>
          </>
        )}
      </span>
    </li>
  );
}

/**
 * Goals in two columns, each under the team whose score it added to: an own goal sits with the
 * team that benefited, marked as such, with the name of the player who put it in his own net.
 */
export function MatchScorers({
  goals,
  home,
  away,
}: {
  goals: readonly MatchGoal[];
  home: MatchTeam;
  away: MatchTeam;
}) {
  const { t } = useTranslation('matches');
  if (goals.length === 0) return <p className="text-muted-foreground">{t('detail.noScorers')}</p>;
  return (
    <div className="grid grid-cols-2 gap-4">
      {[home, away].map((team) => (
        <div key={team.id} className="min-w-0">
          <h3 className="mb-2 truncate text-sm font-semibold">{team.name}</h3>
          <ul className="space-y-1 text-sm">
            {goals
              .filter((goal) => goal.team_id === team.id)
              .map((goal) => (
                <GoalItem key={goal.id} goal={goal} />
              ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
