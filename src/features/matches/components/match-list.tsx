import { useTranslation } from 'react-i18next';
import { FixturePrintList } from '@/components/print/fixture-print-list';
import { Skeleton } from '@/components/ui/skeleton';
import { toPrintFixture } from '@/entities/match/match-print';
import type { MatchSummary } from '@/features/matches/api/match-summary';
import { MatchCard, MatchCardSkeleton } from '@/features/matches/components/match-card';
import { DAYS_RENDERED_AT_ONCE, groupByDay } from '@/features/matches/utils/group-by-day';
import { formatLeagueDay } from '@/features/matches/utils/match-dates';

const GRID = 'grid gap-2 lg:grid-cols-2';

/**
 * Fixtures under one heading per league calendar day, in the order given; on paper, the same
 * fixtures as a plain list.
 */
export function MatchList({ matches }: { matches: readonly MatchSummary[] }) {
  const { t } = useTranslation('matches');
  return (
    <>
      <FixturePrintList
        fixtures={matches.map((match) =>
          toPrintFixture(
            match,
            { home: match.home_team.name, away: match.away_team.name },
            (status) => t(`status.${status}`),
          ),
        )}
      />
      <ScreenList matches={matches} />
    </>
  );
}

function ScreenList({ matches }: { matches: readonly MatchSummary[] }) {
  const { t, i18n } = useTranslation('matches');
  return (
    <div className="space-y-6 print:hidden">
      {groupByDay(matches).map(({ day, matches: ofDay }, index) => {
        const label = formatLeagueDay(day, i18n.language);
        return (
          <section
            key={day}
            aria-label={t('matchesOn', { day: label })}
            className={index >= DAYS_RENDERED_AT_ONCE ? 'render-near-screen' : undefined}
          >
            <h2 className="mb-2 text-sm font-semibold capitalize text-muted-foreground">
              <time dateTime={day}>{label}</time>
            </h2>
            <ul className={GRID}>
              {ofDay.map((match) => (
                <li key={match.id}>
                  <MatchCard match={match} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

export function MatchListSkeleton() {
  return (
    <div className="space-y-6" data-loading="true">
      {[0, 1].map((group) => (
        <div key={group}>
          <Skeleton className="mb-2 h-5 w-48" />
          <div className={GRID}>
            {[0, 1, 2, 3].map((card) => (
              <MatchCardSkeleton key={card} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
