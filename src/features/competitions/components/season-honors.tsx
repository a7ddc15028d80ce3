import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TeamLogo } from '@/components/team-logo';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useSeasonHonors } from '@/features/competitions/api/get-season-honors';

/** The season's roll of honour: each achievement with the team that won it. */
export function SeasonHonors({
  competitionId,
  seasonId,
}: {
  competitionId: number;
  seasonId: number;
}) {
  const { t } = useTranslation('competitions');
  const { data, isError } = useSeasonHonors(competitionId, seasonId);
  if (isError) {
    return (
      <Alert variant="destructive">
        <p>{t('errors.load')}</p>
      </Alert>
    );
  }
  if (!data) return <Skeleton className="h-16 w-full max-w-md" data-loading="true" />;
  if (data.length === 0) return <p className="text-muted-foreground">{t('archive.noHonors')}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {data.map((honor) => (
        <li key={honor.id} className="flex items-center gap-3">
          <Trophy className="size-5 shrink-0 text-amber-500" aria-hidden />
          <span className="min-w-0">
            <span className="block font-medium">{honor.achievement}</span>
            {honor.team && (
              <Link
                to={`/teams/${honor.team.id}`}
                className="flex items-center gap-2 text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
              >
                <TeamLogo
                  name={honor.team.name}
                  logoUrl={honor.team.logo_url}
                  colors={honor.team.colors}
                />
                {honor.team.name}
              </Link>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
