import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
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
import { TeamLogo } from '@/components/team-logo';
import type { Standing } from '@/features/standings/api/get-standings-table';
import { FormPills } from '@/features/standings/components/form-pills';
import { signedWhole } from '@/lib/numbers';
import { NUMBER_COLUMNS } from '@/features/standings/utils/columns';
import { cn } from '@/lib/utils';

// The team column stays in view while the numbers scroll sideways on a phone.
const STICKY = 'sticky left-0 z-10 bg-background';
// Points matter most: on a phone they come right after the team, visible without scrolling;
// wider screens show them in their usual place, after the goals. Only one of the two is displayed.
const POINTS_NARROW = 'sm:hidden';
const POINTS_WIDE = 'hidden sm:table-cell';

function HeaderRow() {
  const { t } = useTranslation('standings');
  const column = (key: string, className?: string) => (
    <TableHead
      key={`${key}-${className}`}
      scope="col"
      className={cn('px-1.5 text-center sm:px-2', className)}
    >
      <abbr title={t(`columns.${key}.long`)} className="no-underline">
        <span aria-hidden>{t(`columns.${key}.short`)}</span>
        <span className="sr-only">{t(`columns.${key}.long`)}</span>
      </abbr>
    </TableHead>
  );
  return (
    <TableRow className="hover:bg-transparent">
      {column('position', 'w-10')}
      <TableHead scope="col" className={cn(STICKY, 'min-w-36 sm:min-w-40')}>
        {t('columns.team')}
      </TableHead>
      {column('points', cn('text-foreground', POINTS_NARROW))}
      {NUMBER_COLUMNS.map((key) => column(key))}
      {column('points', cn('text-foreground', POINTS_WIDE))}
      <TableHead scope="col">{t('columns.form')}</TableHead>
    </TableRow>
  );
}

/** The league table: one row per team, in the order the SQL tiebreakers gave. */
export function StandingsTable({ rows, caption }: { rows: readonly Standing[]; caption: string }) {
  return (
    <Table className="tabular-nums">
      <TableCaption className="sr-only">{caption}</TableCaption>
      <TableHeader>
        <HeaderRow />
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.team_id} className="group h-11">
            <TableCell className="px-1.5 text-center font-medium sm:px-2">{row.position}</TableCell>
            <TableHead
              scope="row"
              className={cn(STICKY, 'font-medium text-foreground group-hover:bg-muted')}
            >
              <Link
                to={`/teams/${row.team_id}`}
                className="flex items-center gap-2 rounded-sm hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <TeamLogo
                  name={row.team_name}
                  logoUrl={row.team_logo_url}
                  colors={row.team_colors}
                />
                <span className="truncate">{row.team_name}</span>
              </Link>
            </TableHead>
            <TableCell
              data-column="points"
              className={cn('px-1.5 text-center font-bold', POINTS_NARROW)}
            >
              {row.points}
            </TableCell>
            <TableCell className="px-1.5 text-center sm:px-2">{row.played}</TableCell>
            <TableCell className="px-1.5 text-center sm:px-2">{row.won}</TableCell>
            <TableCell className="px-1.5 text-center sm:px-2">{row.drawn}</TableCell>
            <TableCell className="px-1.5 text-center sm:px-2">{row.lost}</TableCell>
            <TableCell className="px-1.5 text-center sm:px-2">{row.goals_for}</TableCell>
            <TableCell className="px-1.5 text-center sm:px-2">{row.goals_against}</TableCell>
            <TableCell className="px-1.5 text-center sm:px-2">
              {signedWhole(row.goal_difference)}
            </TableCell>
            <TableCell
              data-column="points"
              className={cn('px-1.5 text-center font-bold sm:px-2', POINTS_WIDE)}
            >
              {row.points}
            </TableCell>
            <TableCell>
              <FormPills form={row.form} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Same columns and row height as the table, so nothing moves when the data arrives. */
export function StandingsTableSkeleton({ rows = 10 }: { rows?: number }) {
  return <TableSkeleton header={<HeaderRow />} columns={12} rows={rows} />;
}
