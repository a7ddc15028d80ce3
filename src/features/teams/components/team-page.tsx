import { ExternalLink, Handshake, MapPin, Trophy, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { DetailPage } from '@/components/detail-page';
import { TeamColors } from '@/components/team-colors';
import { TeamLogo } from '@/components/team-logo';
import { Skeleton } from '@/components/ui/skeleton';
import { useTeam, type TeamDetail } from '@/features/teams/api/get-team';
import { useTeamMatches } from '@/features/teams/api/get-team-matches';
import { useTeamSeasonStats } from '@/features/teams/api/get-team-season-stats';
import { TeamCalendarButton } from '@/features/teams/components/team-calendar-button';
import { TeamMatches } from '@/features/teams/components/team-matches';
import { TeamPrintButton, TeamPrintList } from '@/features/teams/components/team-print';
import { TeamSeasonStats } from '@/features/teams/components/team-season-stats';
import { useTeamPrint } from '@/features/teams/hooks/use-team-print';
import { TeamSection } from '@/features/teams/components/team-section';
import { PICTURE_SIZES, pictureAttributes } from '@/lib/picture-sizes';

function TeamHeader({ team, actions }: { team: TeamDetail; actions: ReactNode }) {
  const { t } = useTranslation('teams');
  return (
    <header className="flex flex-col gap-4 print:hidden sm:flex-row sm:items-center">
      <TeamLogo
        name={team.name}
        logoUrl={team.logo_url}
        colors={team.colors}
        size="lg"
        eager
        className="size-28 text-3xl"
        pixels={PICTURE_SIZES.crest}
      />
      <div className="flex flex-col gap-1.5">
        <h1 className="text-3xl font-bold tracking-tight">{team.name}</h1>
        {team.parish && <p className="text-muted-foreground">{team.parish}</p>}
        {team.venue && (
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPin className="size-4 shrink-0" aria-hidden />
            {[team.venue.name, team.venue.address, team.venue.city].filter(Boolean).join(', ')}
          </p>
        )}
        <TeamColors colors={team.colors} label={t('colors')} />
        <div className="flex flex-wrap gap-2">
          <TeamCalendarButton teamId={team.id} />
          {actions}
        </div>
      </div>
    </header>
  );
}

function Squad({ players }: { players: TeamDetail['players'] }) {
  const { t } = useTranslation('teams');
  return (
    <TeamSection title={t('squad.title')}>
      {players.length === 0 ? (
        <EmptyState icon={Users} message={t('squad.empty')} />
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {players.map((player) => (
            <li key={player.id}>
              <Link
                to={`/players/${player.id}`}
                className="flex items-center gap-3 rounded-md border px-3 py-2 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold tabular-nums text-primary-foreground">
                  {player.jersey_number ?? '–'}
                </span>
                <span className="min-w-0">
                  <span className="block truncate font-medium">
                    {player.first_name} {player.last_name}
                  </span>
                  {player.role && (
                    <span className="block text-xs text-muted-foreground">
                      {t(`roles.${player.role}`)}
                    </span>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </TeamSection>
  );
}

function HallOfFame({ honors }: { honors: TeamDetail['honors'] }) {
  const { t } = useTranslation('teams');
  return (
    <TeamSection title={t('honors.title')}>
      {honors.length === 0 ? (
        <EmptyState icon={Trophy} message={t('honors.empty')} />
      ) : (
        <ul className="flex flex-col gap-3">
          {honors.map((honor) => (
            <li key={honor.id} className="flex items-start gap-3">
              <Trophy className="mt-0.5 size-5 shrink-0 text-amber-500" aria-hidden />
              <span>
                <span className="block font-medium">{honor.achievement}</span>
                <span className="block text-sm text-muted-foreground">
                  {[honor.competition?.name, honor.season?.name].filter(Boolean).join(' · ')}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </TeamSection>
  );
}

function Sponsors({ sponsors }: { sponsors: TeamDetail['sponsors'] }) {
  const { t } = useTranslation('teams');
  return (
    <TeamSection title={t('sponsors.title')}>
      {sponsors.length === 0 ? (
        <EmptyState icon={Handshake} message={t('sponsors.empty')} />
      ) : (
        <ul className="grid grid-cols-2 gap-3">
          {sponsors.map((sponsor) => {
            const body = (
              <>
                <span className="flex h-16 w-full items-center justify-center">
                  {sponsor.logo_url ? (
                    <img
                      alt=""
                      width={128}
                      height={64}
                      loading="lazy"
                      className="h-16 w-32 object-contain"
                      {...pictureAttributes(sponsor.logo_url, PICTURE_SIZES.sponsor)}
                    />
                  ) : (
                    <Handshake className="size-8 text-muted-foreground" aria-hidden />
                  )}
                </span>
                <span className="flex items-center gap-1 text-center text-sm font-medium">
                  {sponsor.name}
                  {sponsor.website && <ExternalLink className="size-3.5 shrink-0" aria-hidden />}
                </span>
              </>
            );
            const box = 'flex flex-col items-center gap-2 rounded-lg border p-3';
            return (
              <li key={sponsor.id}>
                {sponsor.website ? (
                  <a
                    href={sponsor.website}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`${box} hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring`}
                  >
                    {body}
                    <span className="sr-only">{t('sponsors.newTab')}</span>
                  </a>
                ) : (
                  <div className={box}>{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </TeamSection>
  );
}

function TeamSkeleton() {
  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Skeleton className="size-28 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-9 w-64 max-w-full" />
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-4 w-56" />
        </div>
      </div>
      <Skeleton className="h-[150px] rounded-xl" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-[380px] rounded-xl" />
        <Skeleton className="h-[380px] rounded-xl" />
      </div>
    </>
  );
}

/**
 * A team: crest and details, season numbers, results, fixtures, squad, trophies, sponsors, and
 * `after` them what the app composes in from other features (the season charts).
 */
export function TeamPage({ teamId, after }: { teamId: number; after?: ReactNode }) {
  const { t } = useTranslation('teams');
  const team = useTeam(teamId);
  // Started here, beside the team request, rather than when their sections mount after it: the
  // page then costs one round of parallel requests (two for the stats), not a chain.
  useTeamSeasonStats(teamId);
  useTeamMatches(teamId, 'recent');
  useTeamMatches(teamId, 'upcoming');
  const printing = useTeamPrint(teamId);
  // Once the season's fixtures are loaded for paper, they replace the page's five-and-five.
  const matchesOnPaper = printing.fixtures ? 'print:hidden' : '';
  return (
    <DetailPage
      query={team}
      back={{ to: '/teams', label: t('detail.back') }}
      loadingLabel={t('detail.loading')}
      skeleton={<TeamSkeleton />}
      errorTitle={t('detail.title')}
      errorMessage={t('list.error')}
      notFoundTitle={t('detail.notFound.title')}
      notFoundDescription={t('detail.notFound.description')}
    >
      {(team) => (
        <>
          <TeamHeader
            team={team}
            actions={<TeamPrintButton busy={printing.busy} onPrint={printing.print} />}
          />
          <TeamPrintList teamName={team.name} fixtures={printing.fixtures} />
          {team.photo_url && (
            <img
              alt={t('detail.squadPhoto', { team: team.name })}
              width={960}
              height={540}
              loading="lazy"
              className="aspect-video w-full max-w-3xl rounded-xl bg-muted object-cover print:hidden"
              {...pictureAttributes(team.photo_url, PICTURE_SIZES.column)}
            />
          )}
          <div className="print:hidden">
            <TeamSeasonStats teamId={team.id} />
          </div>
          <div className={`grid gap-6 lg:grid-cols-2 ${matchesOnPaper}`}>
            <TeamMatches teamId={team.id} kind="recent" />
            <TeamMatches teamId={team.id} kind="upcoming" />
          </div>
          {/* Below the first screen of any device: rendered only near it (src/index.css). */}
          <div className="render-near-screen print:hidden">
            <Squad players={team.players} />
          </div>
          <div className="render-near-screen grid gap-6 print:hidden lg:grid-cols-2">
            <HallOfFame honors={team.honors} />
            <Sponsors sponsors={team.sponsors} />
          </div>
          {after}
        </>
      )}
    </DetailPage>
  );
}
