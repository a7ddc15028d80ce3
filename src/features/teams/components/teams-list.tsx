import { MapPin, Shield } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { TeamColors } from '@/components/team-colors';
import { TeamLogo } from '@/components/team-logo';
import { Skeleton } from '@/components/ui/skeleton';
import { useTeams } from '@/features/teams/api/get-teams';

const CARD =
  'flex h-full items-center gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm';

/** Every team, alphabetically, with its crest, colours, parish and home venue. */
export function TeamsList() {
  const { t } = useTranslation('teams');
  const { data: teams, isError } = useTeams();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">{t('list.title')}</h1>
      {isError ? (
        <LoadError message={t('list.error')} />
      ) : teams?.length === 0 ? (
        <EmptyState icon={Shield} message={t('list.empty')} />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {teams
            ? teams.map((team) => (
                <li key={team.id} className="min-w-0">
                  <Link
                    to={`/teams/${team.id}`}
                    className={`${CARD} transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring`}
                  >
                    <TeamLogo
                      name={team.name}
                      logoUrl={team.logo_url}
                      colors={team.colors}
                      size="lg"
                    />
                    <div className="flex min-w-0 flex-1 flex-col gap-1">
                      <h2 className="font-semibold leading-tight">{team.name}</h2>
                      {team.parish && (
                        <p className="truncate text-sm text-muted-foreground">{team.parish}</p>
                      )}
                      {team.venue && (
                        <p className="flex items-center gap-1 truncate text-sm text-muted-foreground">
                          <MapPin className="size-3.5 shrink-0" aria-hidden />
                          <span className="truncate">
                            {[team.venue.name, team.venue.city].filter(Boolean).join(', ')}
                          </span>
                        </p>
                      )}
                      <TeamColors colors={team.colors} label={t('colors')} className="pt-1" />
                    </div>
                  </Link>
                </li>
              ))
            : Array.from({ length: 9 }, (_, i) => (
                <li key={`placeholder-${i}`} data-loading="true" className={CARD}>
                  <Skeleton className="size-16 shrink-0 rounded-full" />
                  <div className="flex-1 space-y-2">
                    <Skeleton className="h-5 w-3/4" />
                    <Skeleton className="h-4 w-1/2" />
                    <Skeleton className="h-4 w-2/3" />
                    <Skeleton className="h-4 w-10" />
                  </div>
                </li>
              ))}
        </ul>
      )}
    </div>
  );
}
