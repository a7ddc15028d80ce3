import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useSeasonTeams } from '@/features/matches/api/get-season-teams';

const ALL = 'all';

/** Narrows a fixture list to one team of the competition-season, or shows all of them. */
export function TeamFilter({
  competitionId,
  seasonId,
  teamId,
  onChange,
}: {
  competitionId: number;
  seasonId: number;
  teamId: number | null;
  onChange: (teamId: number | null) => void;
}) {
  const { t } = useTranslation('matches');
  const id = useId();
  const teams = useSeasonTeams(competitionId, seasonId);
  return (
    <div className="grid gap-1.5 sm:w-60">
      <Label htmlFor={id}>{t('filters.team')}</Label>
      {teams.isPending ? (
        <Skeleton className="h-9 w-full" data-loading="true" />
      ) : (
        <NativeSelect
          id={id}
          value={teamId === null ? ALL : String(teamId)}
          onChange={(event) =>
            onChange(event.target.value === ALL ? null : Number(event.target.value))
          }
        >
          <option value={ALL}>{t('filters.allTeams')}</option>
          {(teams.data ?? []).map((team) => (
            <option key={team.id} value={String(team.id)}>
              {team.name}
            </option>
          ))}
        </NativeSelect>
      )}
    </div>
  );
}
