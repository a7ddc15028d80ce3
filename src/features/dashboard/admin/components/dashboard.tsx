import { CalendarDays, Newspaper, Plus, Shield, Shirt, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/admin/page-header';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import {
  useDashboardCounts,
  type DashboardCounts,
} from '@/features/dashboard/admin/api/get-dashboard-counts';

export type QuickAction = 'team' | 'player' | 'match' | 'article';

const STATS: { key: keyof DashboardCounts; icon: LucideIcon; to: string }[] = [
  { key: 'teams', icon: Shield, to: '/admin/teams' },
  { key: 'players', icon: Shirt, to: '/admin/players' },
  { key: 'scheduled_matches', icon: CalendarDays, to: '/admin/fixtures' },
  { key: 'registered_users', icon: Users, to: '/admin/users' },
];

const ACTIONS: Record<QuickAction, { to: string; icon: LucideIcon }> = {
  team: { to: '/admin/teams/new', icon: Shield },
  player: { to: '/admin/players/new', icon: Shirt },
  match: { to: '/admin/fixtures/new', icon: CalendarDays },
  article: { to: '/admin/articles/new', icon: Newspaper },
};

interface DashboardProps {
  /** The quick actions the signed-in role may use, in display order. */
  actions: readonly QuickAction[];
  /** Which count cards link to their list (the lists the role can open). */
  linkedStats: readonly (keyof DashboardCounts)[];
}

export function Dashboard({ actions, linkedStats }: DashboardProps) {
  const { t, i18n } = useTranslation('admin-dashboard');
  const counts = useDashboardCounts();
  const number = new Intl.NumberFormat(i18n.language);

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      {counts.isError ? (
        <LoadError message={t('loadError')} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label={t('countsLabel')}>
          {STATS.map(({ key, icon: Icon, to }) => {
            const value = counts.data?.[key];
            const label = t(`counts.${key}`);
            return (
              <li key={key}>
                <Card className="h-full">
                  <CardHeader className="flex flex-row items-center justify-between gap-2 space-y-0 pb-2">
                    <CardTitle className="text-sm font-medium text-muted-foreground">
                      {linkedStats.includes(key) ? (
                        <Link to={to} className="hover:underline">
                          {label}
                        </Link>
                      ) : (
                        label
                      )}
                    </CardTitle>
                    <Icon aria-hidden className="size-4 text-muted-foreground" />
                  </CardHeader>
                  <CardContent>
                    {counts.isPending ? (
                      <Skeleton className="h-8 w-16" />
                    ) : (
                      <p className="text-3xl font-bold tabular-nums" data-testid={`count-${key}`}>
                        {value == null ? '—' : number.format(value)}
                      </p>
                    )}
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      {actions.length > 0 && (
        <section className="mt-8 grid gap-3" aria-labelledby="quick-actions">
          <h2 id="quick-actions" className="text-lg font-semibold">
            {t('quickActions')}
          </h2>
          <div className="flex flex-wrap gap-2">
            {actions.map((action) => {
              const { to, icon: Icon } = ACTIONS[action];
              return (
                <Button key={action} asChild variant="outline">
                  <Link to={to}>
                    <Plus aria-hidden />
                    <Icon aria-hidden />
                    {t(`actions.${action}`)}
                  </Link>
                </Button>
              );
            })}
          </div>
        </section>
      )}
    </>
  );
}
