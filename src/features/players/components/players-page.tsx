import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Search, UserX } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { TeamLogo } from '@/components/team-logo';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useSearchPlayers, type PlayerListItem } from '@/features/players/api/search-players';
import { PlayerPhoto } from '@/features/players/components/player-photo';
import { buildTerms, PAGE_SIZE, searchWords } from '@/features/players/utils/search';
import { teamOptionsQuery } from '@/lib/lookups';

const SEARCH_DELAY_MS = 300;

function PlayerCard({ player }: { player: PlayerListItem }) {
  const { t } = useTranslation('players');
  return (
    <Link
      to={`/players/${player.id}`}
      className="flex h-full items-center gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <PlayerPhoto
        firstName={player.first_name}
        lastName={player.last_name}
        photoUrl={player.photo_url}
        className="size-12"
      />
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold">
          {player.first_name} {player.last_name}
        </h2>
        <p className="truncate text-sm text-muted-foreground">
          {[
            player.role && t(`roles.${player.role}`),
            player.jersey_number !== null && `#${player.jersey_number}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {player.team && (
          <p className="flex min-w-0 items-center gap-1.5 text-sm">
            <TeamLogo
              name={player.team.name}
              logoUrl={player.team.logo_url}
              colors={player.team.colors}
              size="sm"
              className="size-4"
            />
            <span className="truncate">{player.team.name}</span>
          </p>
        )}
      </div>
    </Link>
  );
}

/** All players, searchable by name, team or role, a page at a time. */
export function PlayersPage() {
  const { t } = useTranslation('players');
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [input, setInput] = useState(query);

  // The URL holds the search (shareable, survives reload); typing updates it after a pause.
  useEffect(() => {
    if (input === query) return;
    const timer = window.setTimeout(() => {
      setParams(input.trim() ? { q: input } : {}, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [input, query, setParams]);

  const needsTeams = searchWords(query).length > 0;
  const teams = useQuery(teamOptionsQuery());
  const filter = useMemo(() => {
    if (!needsTeams) return { terms: [], page };
    if (!teams.data) return null;
    return { terms: buildTerms(query, teams.data, (role) => t(`roles.${role}`)), page };
  }, [needsTeams, teams.data, query, page, t]);
  const players = useSearchPlayers(filter);
  const total = players.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));

  const goTo = (next: number) => {
    setParams(query ? { q: query, page: String(next) } : { page: String(next) });
    window.scrollTo({ top: 0 });
  };

  const failed = players.isError || (needsTeams && teams.isError);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">{t('list.title')}</h1>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full sm:max-w-md">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder={t('list.searchPlaceholder')}
            aria-label={t('list.searchLabel')}
            className="pl-9"
          />
        </div>
        <p role="status" className="min-h-5 text-sm text-muted-foreground">
          {players.data && t('list.count', { count: total })}
        </p>
      </div>
      {failed ? (
        <LoadError message={t('list.error')} />
      ) : players.data?.players.length === 0 ? (
        <EmptyState icon={UserX} message={query ? t('list.noResults') : t('list.empty')} />
      ) : (
        <ul
          className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          aria-busy={players.isFetching}
        >
          {players.data
            ? players.data.players.map((player) => (
                <li key={player.id} className="min-w-0">
                  <PlayerCard player={player} />
                </li>
              ))
            : Array.from({ length: 12 }, (_, i) => (
                <li
                  // Not the players' ids: a player must not take over a placeholder's node.
                  key={`placeholder-${i}`}
                  data-loading="true"
                  className="flex items-center gap-3 rounded-xl border p-3"
                >
                  <Skeleton className="size-12 rounded-full" />
                  <div className="flex-1 space-y-2">
                    <Skeleton className="h-5 w-3/4" />
                    <Skeleton className="h-4 w-1/2" />
                    <Skeleton className="h-4 w-2/3" />
                  </div>
                </li>
              ))}
        </ul>
      )}
      {players.data && pageCount > 1 && (
        <nav aria-label={t('list.pages')} className="flex items-center justify-center gap-3">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            <ChevronLeft aria-hidden />
            {t('list.previous')}
          </Button>
          <span className="text-sm text-muted-foreground">
            {t('list.page', { page, pageCount })}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pageCount}
            onClick={() => goTo(page + 1)}
          >
            {t('list.next')}
            <ChevronRight aria-hidden />
          </Button>
        </nav>
      )}
    </div>
  );
}
