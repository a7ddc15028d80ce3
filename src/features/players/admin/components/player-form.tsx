import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/admin/form-actions';
import { ImageFormField } from '@/components/admin/image-form-field';
import { LookupSelectField } from '@/components/admin/lookup-select-field';
import { fromSelectValue } from '@/components/admin/select-options';
import { SelectField } from '@/components/admin/select-field';
import { useSaveAndReturn } from '@/components/admin/use-save-and-return';
import { InputField } from '@/components/input-field';
import { Form } from '@/components/ui/form';
import { PLAYER_ROLES } from '@/entities/player/player-rules';
import { playerFormSchema, type PlayerFormValues } from '@/entities/player/player-schema';
import { PLAYER_PHOTOS_BUCKET, playerPhotoPath } from '@/entities/player/player-storage';
import type { AdminPlayer } from '@/features/players/admin/api/get-player';
import { useSavePlayer } from '@/features/players/admin/api/save-player';
import {
  playerFormDefaults,
  toSavePlayerInput,
} from '@/features/players/admin/utils/player-form-values';
import { teamOptionsQuery } from '@/lib/lookups';

interface PlayerFormProps {
  player?: AdminPlayer;
  /** A captain's team: preselected and locked (the database refuses any other). */
  lockedTeamId?: number | null;
  /** Admins and captains see and write the private fields; others never get them. */
  canEditPrivate: boolean;
}

export function PlayerForm({ player, lockedTeamId, canEditPrivate }: PlayerFormProps) {
  const { t } = useTranslation('admin-players');
  const saveAndReturn = useSaveAndReturn('admin-players', '/admin/players');
  const save = useSavePlayer();
  const [uploading, setUploading] = useState(false);
  const form = useForm<PlayerFormValues>({
    resolver: zodResolver(playerFormSchema),
    defaultValues: playerFormDefaults(player, lockedTeamId),
  });
  const teamId = useWatch({ control: form.control, name: 'teamId' });

  const onSubmit = form.handleSubmit(async (values) => {
    // The field uploads as soon as a photo is picked, so the value is its URL (or none).
    const photoUrl = typeof values.photo === 'string' ? values.photo : null;
    await saveAndReturn(
      save.mutateAsync(
        toSavePlayerInput(values, { id: player?.id, photoUrl, withPrivate: canEditPrivate }),
      ),
      { editing: Boolean(player) },
    );
  });

  const roleOptions = PLAYER_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid max-w-3xl gap-6">
        <div className="grid gap-6 sm:grid-cols-2">
          <InputField
            control={form.control}
            name="firstName"
            label={t('fields.firstName')}
            autoComplete="off"
          />
          <InputField
            control={form.control}
            name="lastName"
            label={t('fields.lastName')}
            autoComplete="off"
          />
          <LookupSelectField
            control={form.control}
            name="teamId"
            label={t('fields.team')}
            lookup={teamOptionsQuery()}
            noneLabel={t('form.noTeam')}
            lockedId={lockedTeamId}
          />
          <SelectField
            control={form.control}
            name="role"
            label={t('fields.role')}
            options={roleOptions}
            noneLabel={t('form.noRole')}
          />
          <InputField
            control={form.control}
            name="jerseyNumber"
            label={t('fields.jerseyNumber')}
            inputMode="numeric"
            autoComplete="off"
          />
          <InputField
            control={form.control}
            name="nationality"
            label={t('fields.nationality')}
            autoComplete="off"
          />
        </div>
        <ImageFormField
          control={form.control}
          name="photo"
          label={t('fields.photo')}
          bucket={PLAYER_PHOTOS_BUCKET}
          buildPath={(file) => playerPhotoPath(fromSelectValue(teamId), file)}
          onUploadingChange={setUploading}
        />
        {canEditPrivate && (
          <fieldset className="grid gap-4 rounded-md border p-4">
            <legend className="px-1 text-sm font-medium">{t('form.privateTitle')}</legend>
            <p className="-mt-2 text-sm text-muted-foreground">{t('form.privateHint')}</p>
            <div className="grid gap-6 sm:grid-cols-2">
              <InputField
                control={form.control}
                name="dateOfBirth"
                label={t('fields.dateOfBirth')}
                type="date"
              />
              <InputField
                control={form.control}
                name="documentId"
                label={t('fields.documentId')}
                autoComplete="off"
              />
            </div>
          </fieldset>
        )}
        <FormActions pending={save.isPending || uploading} cancelTo="/admin/players" />
      </form>
    </Form>
  );
}
