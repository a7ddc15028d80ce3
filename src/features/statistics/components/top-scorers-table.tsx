import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TeamLogo } from '@/components/team-logo';
import { Alert } from '@/components/ui/alert';
import { TableSkeleton } from '@/components/table-skeleton';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useTopScorers } from '@/features/statistics/api/get-top-scorers';
import type { TopScorersFilters } from '@/entities/statistics/statistic-keys';

const LINK =
  'rounded-sm font-medium hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

function HeaderRow() {
  const { t } = useTranslation('statistics');
  return (
    <TableRow className="hover:bg-transparent">
      <TableHead scope="col" className="w-12 text-center">
        <abbr title={t('columns.positionLong')} className="no-underline">
          <span aria-hidden>{t('columns.position')}</span>
          <span className="sr-only">{t('columns.positionLong')}</span>
        </abbr>
      </TableHead>
      <TableHead scope="col">{t('columns.player')}</TableHead>
      {/* On a phone the team goes under the player's name: four columns do not fit. */}
      <TableHead scope="col" className="hidden sm:table-cell">
        {t('columns.team')}
      </TableHead>
      <TableHead scope="col" className="w-16 text-right">
        {t('columns.goals')}
      </TableHead>
    </TableRow>
  );
}

export function TopScorersSkeleton({ rows = 10 }: { rows?: number }) {
  return <TableSkeleton header={<HeaderRow />} columns={4} rows={rows} />;
}

/** Top scorers of one competition and season: position, player, team, goals. */
export function TopScorersTable({
  competitionId,
  seasonId,
  caption,
  limit,
}: TopScorersFilters & { caption: string; limit?: number }) {
  const { t } = useTranslation('statistics');
  const scorers = useTopScorers({ competitionId, seasonId });

  if (scorers.isPending) return <TopScorersSkeleton rows={limit ?? 10} />;
  if (scorers.isError) {
    return (
      <Alert variant="destructive">
        <p>{t('errors.load')}</p>
      </Alert>
    );
  }
  if (scorers.data.length === 0) {
    return <p className="py-10 text-center text-muted-foreground">{t('empty')}</p>;
  }
  const rows = limit ? scorers.data.slice(0, limit) : scorers.data;
  return (
    <Table className="tabular-nums">
      <TableCaption className="sr-only">{caption}</TableCaption>
      <TableHeader>
        <HeaderRow />
      </TableHeader>
      <TableBody>
        {rows.map((scorer) => (
          <TableRow key={scorer.player_id} className="h-11">
            <TableCell className="text-center font-medium">{scorer.position}</TableCell>
            <TableHead scope="row" className="h-auto py-2 font-normal text-foreground">
              <Link to={`/players/${scorer.player_id}`} className={LINK}>
                {scorer.first_name} {scorer.last_name}
              </Link>
              <span className="block text-xs text-muted-foreground sm:hidden">
                {scorer.team_name ?? t('noTeam')}
              </span>
            </TableHead>
            <TableCell className="hidden sm:table-cell">
              {scorer.team_id && scorer.team_name ? (
                <Link
                  to={`/teams/${scorer.team_id}`}
                  className="flex items-center gap-2 hover:underline"
                >
                  <TeamLogo name={scorer.team_name} logoUrl={scorer.team_logo_url} />
                  <span className="truncate">{scorer.team_name}</span>
                </Link>
              ) : (
                <span className="text-muted-foreground">{t('noTeam')}</span>
              )}
            </TableCell>
            <TableCell className="text-right text-base font-bold">{scorer.goals}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
