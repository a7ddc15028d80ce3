import { NONE } from '@/components/admin/select-field';
import { fromSelectValue } from '@/components/admin/select-options';
import { toPlayerRole } from '@/entities/player/player-rules';
import type { PlayerFormValues } from '@/entities/player/player-schema';
import type { AdminPlayer } from '@/features/players/admin/api/get-player';
import type { SavePlayerInput } from '@/features/players/admin/api/save-player';

export function playerFormDefaults(
  player?: AdminPlayer,
  lockedTeamId?: number | null,
): PlayerFormValues {
  const teamId = lockedTeamId ?? player?.team_id;
  return {
    firstName: player?.first_name ?? '',
    lastName: player?.last_name ?? '',
    photo: player?.photo_url ?? null,
    teamId: teamId ? String(teamId) : NONE,
    dateOfBirth: player?.private?.date_of_birth ?? '',
    nationality: player?.nationality ?? '',
    role: player?.role ?? NONE,
    jerseyNumber: player?.jersey_number == null ? '' : String(player.jersey_number),
    documentId: player?.private?.document_id ?? '',
  };
}

/** Form values as rows; `withPrivate` only for callers allowed to write player_private. */
export function toSavePlayerInput(
  values: PlayerFormValues,
  { id, photoUrl, withPrivate }: { id?: number; photoUrl: string | null; withPrivate: boolean },
): SavePlayerInput {
  return {
    id,
    player: {
      first_name: values.firstName,
      last_name: values.lastName,
      photo_url: photoUrl,
      team_id: fromSelectValue(values.teamId),
      nationality: values.nationality || null,
      role: toPlayerRole(values.role),
      jersey_number: values.jerseyNumber === '' ? null : Number(values.jerseyNumber),
    },
    privateData: withPrivate
      ? { document_id: values.documentId || null, date_of_birth: values.dateOfBirth || null }
      : undefined,
  };
}
