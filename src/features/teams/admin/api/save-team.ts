import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import type { TeamFormValues } from '@/entities/team/team-schema';
import { TEAM_MEDIA_BUCKET, teamMediaPath } from '@/entities/team/team-storage';
import type { ImageValue } from '@/components/admin/image-upload-field';
import { fromSelectValue } from '@/components/admin/select-options';
import { assertChanged } from '@/lib/mutations';
import { uploadImage } from '@/lib/storage';
import { supabase } from '@/lib/supabase';

export interface TeamInput {
  name: string;
  parish: string | null;
  colors: string[];
  venue_id: number | null;
  logo: ImageValue;
  photo: ImageValue;
}

/** The form's values as the save's input. */
export function toTeamInput(values: TeamFormValues): TeamInput {
  return {
    name: values.name,
    parish: values.parish || null,
    colors: values.colors,
    venue_id: fromSelectValue(values.venueId),
    logo: values.logo ?? null,
    photo: values.photo ?? null,
  };
}

async function storedUrl(id: number, kind: 'logo' | 'photo', value: ImageValue) {
  if (!(value instanceof File)) return value;
  return uploadImage(TEAM_MEDIA_BUCKET, teamMediaPath(id, kind, value), value);
}

/**
 * Creates (no `id`) or updates a team. A new team has no id for its media folder yet, so its
 * picked images are uploaded after the insert and then stored on the row. With `mediaOnly`
 * (captains) only logo and photo are sent, the only columns the database lets them change.
 */
export async function saveTeam({
  id,
  input,
  mediaOnly = false,
}: {
  id?: number;
  input: TeamInput;
  mediaOnly?: boolean;
}): Promise<number> {
  const fields = {
    name: input.name,
    parish: input.parish,
    colors: input.colors,
    venue_id: input.venue_id,
  };
  let teamId = id;
  if (teamId === undefined) {
    const { data } = await supabase
      .from('teams')
      .insert(fields)
      .select('id')
      .single()
      .throwOnError();
    teamId = data.id;
  }
  const media = {
    logo_url: await storedUrl(teamId, 'logo', input.logo),
    photo_url: await storedUrl(teamId, 'photo', input.photo),
  };
  const changes = id === undefined || mediaOnly ? media : { ...fields, ...media };
  const { data } = await supabase
    .from('teams')
    .update(changes)
    .eq('id', teamId)
    .select('id')
    .throwOnError();
  assertChanged(data);
  return teamId;
}

export function useSaveTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTeam,
    onSuccess: () => invalidateChanges(queryClient, 'saveTeam'),
  });
}
