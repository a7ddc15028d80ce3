import { z } from 'zod';
import type { ImageValue } from '@/components/admin/image-upload-field';
import { NONE } from '@/components/admin/select-field';
import type { AdminPlayer } from '@/features/admin-players/api/get-player';
import type { SavePlayerInput } from '@/features/admin-players/api/save-player';
import type { Database } from '@/types/database';

export type PlayerRole = Database['public']['Enums']['player_role'];
export const PLAYER_ROLES: readonly PlayerRole[] = [
  'goalkeeper',
  'defender',
  'midfielder',
  'forward',
];

const REQUIRED = 'common:validation.required';

export const playerFormSchema = z.object({
  firstName: z.string().trim().min(1, REQUIRED),
  lastName: z.string().trim().min(1, REQUIRED),
  photo: z.custom<ImageValue>(),
  teamId: z.string(),
  dateOfBirth: z
    .string()
    .refine(
      (value) =>
        !value || (/^\d{4}-\d{2}-\d{2}$/.test(value) && value >= '1900-01-01' && value <= today()),
      'admin-players:form.dateOfBirthInvalid',
    ),
  nationality: z.string().trim(),
  role: z.string(),
  jerseyNumber: z
    .string()
    .trim()
    .refine(
      (value) => !value || (/^\d{1,2}$/.test(value) && Number(value) <= 99),
      'admin-players:form.jerseyRange',
    ),
  documentId: z.string().trim(),
});

export type PlayerFormValues = z.infer<typeof playerFormSchema>;

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

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
      team_id: values.teamId === NONE || !values.teamId ? null : Number(values.teamId),
      nationality: values.nationality || null,
      role: PLAYER_ROLES.find((role) => role === values.role) ?? null,
      jersey_number: values.jerseyNumber === '' ? null : Number(values.jerseyNumber),
    },
    privateData: withPrivate
      ? { document_id: values.documentId || null, date_of_birth: values.dateOfBirth || null }
      : undefined,
  };
}
