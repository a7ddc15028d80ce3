import { ListOrdered } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
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
import { useLeagueContext } from '@/features/homepage/api/get-league-context';
import { useLeagueStandings } from '@/features/homepage/api/get-league-standings';
import { WidgetCard } from '@/features/homepage/components/widget-card';
import {
  DEFAULT_LIMITS,
  numberSetting,
  type WidgetSettings,
} from '@/features/homepage/utils/layout';
import { cn } from '@/lib/utils';

const COLUMNS = ['played', 'goalDifference', 'points'] as const;

/** The top of the regular-season table, with a link to the full tables page. */
export function LeagueTableWidget({ settings }: { settings: WidgetSettings }) {
  const { t } = useTranslation('homepage');
  const limit = numberSetting(settings, 'limit', DEFAULT_LIMITS.league_table);
  const context = useLeagueContext();
  const competitionId = numberSetting(settings, 'competition_id') ?? context.data?.competitionId;
  const seasonId = numberSetting(settings, 'season_id') ?? context.data?.seasonId;
  const standings = useLeagueStandings(
    competitionId && seasonId ? { competitionId, seasonId } : null,
  );
  const noLeague = context.isSuccess && (!competitionId || !seasonId);
  const rows = standings.data?.slice(0, limit);
  return (
    <WidgetCard title={t('table.title')} link={{ to: '/tables', label: t('table.full') }}>
      {context.isError || standings.isError ? (
        <LoadError message={t('table.error')} />
      ) : noLeague || rows?.length === 0 ? (
        <EmptyState icon={ListOrdered} message={t('table.empty')} />
      ) : rows ? (
        <Table className="table-fixed">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead className="w-8 text-center">
                <abbr title={t('table.position')}>#</abbr>
              </TableHead>
              <TableHead className="w-auto">{t('table.team')}</TableHead>
              {COLUMNS.map((column) => (
                <TableHead
                  key={column}
                  // Phones keep the essentials: goal difference and points.
                  className={cn('w-11 text-center', column === 'played' && 'hidden sm:table-cell')}
                >
                  <abbr title={t(`table.${column}`)} className="no-underline">
                    {t(`table.${column}Short`)}
                  </abbr>
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.team_id}>
                <TableCell className="text-center font-medium tabular-nums">
                  {row.position}
                </TableCell>
                <TableCell className="overflow-hidden">
                  <span className="flex min-w-0 items-center gap-2">
                    <TeamLogo
                      name={row.team_name}
                      logoUrl={row.team_logo_url}
                      colors={row.team_colors}
                      size="sm"
                    />
                    <span className="truncate">{row.team_name}</span>
                  </span>
                </TableCell>
                <TableCell className="hidden text-center tabular-nums sm:table-cell">
                  {row.played}
                </TableCell>
                <TableCell className="text-center tabular-nums">
                  {row.goal_difference > 0 ? `+${row.goal_difference}` : row.goal_difference}
                </TableCell>
                <TableCell className="text-center font-bold tabular-nums">{row.points}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <div data-loading="true" className="space-y-1">
          <Skeleton className="h-10" />
          {Array.from({ length: limit }, (_, i) => (
            <Skeleton key={i} className="h-[41px]" />
          ))}
        </div>
      )}
    </WidgetCard>
  );
}
