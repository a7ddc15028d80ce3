import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/admin/form-actions';
import { ImageFormField } from '@/components/admin/image-form-field';
import { LookupSelectField } from '@/components/admin/lookup-select-field';
import { toSelectValue } from '@/components/admin/select-options';
import { useSaveAndReturn } from '@/components/admin/use-save-and-return';
import { InputField } from '@/components/input-field';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { teamFormSchema, type TeamFormValues } from '@/entities/team/team-schema';
import { TEAM_MEDIA_BUCKET, teamMediaPath } from '@/entities/team/team-storage';
import type { AdminTeam } from '@/features/teams/admin/api/get-team';
import { toTeamInput, useSaveTeam } from '@/features/teams/admin/api/save-team';
import { ColorsField } from '@/features/teams/admin/components/colors-field';
import { venueOptionsQuery } from '@/lib/lookups';

interface TeamFormProps {
  /** The team being edited; none for a new team. */
  team?: AdminTeam;
  /** Captains may change only the logo and the squad photo of their team. */
  mediaOnly?: boolean;
}

export function TeamForm({ team, mediaOnly = false }: TeamFormProps) {
  const { t } = useTranslation('admin-teams');
  const saveAndReturn = useSaveAndReturn('admin-teams', '/admin/teams');
  const save = useSaveTeam();
  const [uploads, setUploads] = useState(0);
  const form = useForm<TeamFormValues>({
    resolver: zodResolver(teamFormSchema),
    defaultValues: {
      name: team?.name ?? '',
      parish: team?.parish ?? '',
      colors: team?.colors ?? [],
      venueId: toSelectValue(team?.venue_id),
      logo: team?.logo_url ?? null,
      photo: team?.photo_url ?? null,
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    await saveAndReturn(save.mutateAsync({ id: team?.id, input: toTeamInput(values), mediaOnly }), {
      editing: Boolean(team),
    });
  });

  // An existing team uploads at once into its folder; a new one after it gets its id.
  const mediaPath = (kind: 'logo' | 'photo') => (file: File) =>
    team ? teamMediaPath(team.id, kind, file) : null;
  const onUploading = (busy: boolean) => setUploads((n) => n + (busy ? 1 : -1));

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid max-w-3xl gap-6">
        {mediaOnly && <p className="text-sm text-muted-foreground">{t('form.mediaOnly')}</p>}
        <div className="grid gap-6 sm:grid-cols-2">
          <InputField
            control={form.control}
            name="name"
            label={t('fields.name')}
            autoComplete="off"
            disabled={mediaOnly}
          />
          <InputField
            control={form.control}
            name="parish"
            label={t('fields.parish')}
            autoComplete="off"
            disabled={mediaOnly}
          />
          <LookupSelectField
            control={form.control}
            name="venueId"
            label={t('fields.venue')}
            noneLabel={t('form.noVenue')}
            lookup={venueOptionsQuery()}
            disabled={mediaOnly}
          />
        </div>
        {!mediaOnly && (
          <FormField
            control={form.control}
            name="colors"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t('fields.colors')}</FormLabel>
                <FormDescription>{t('form.colorsHint')}</FormDescription>
                <FormControl>
                  <ColorsField value={field.value} onChange={field.onChange} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        )}
        <div className="grid gap-6 sm:grid-cols-2">
          {(['logo', 'photo'] as const).map((kind) => (
            <ImageFormField
              key={kind}
              control={form.control}
              name={kind}
              label={t(`fields.${kind}`)}
              bucket={TEAM_MEDIA_BUCKET}
              buildPath={mediaPath(kind)}
              onUploadingChange={onUploading}
            />
          ))}
        </div>
        <FormActions pending={save.isPending || uploads > 0} cancelTo="/admin/teams" />
      </form>
    </Form>
  );
}
