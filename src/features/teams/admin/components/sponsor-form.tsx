import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/admin/form-actions';
import { ImageFormField } from '@/components/admin/image-form-field';
import { LookupSelectField } from '@/components/admin/lookup-select-field';
import { fromSelectValue, toSelectValue } from '@/components/admin/select-options';
import { useSaveAndReturn } from '@/components/admin/use-save-and-return';
import { InputField } from '@/components/input-field';
import { Form } from '@/components/ui/form';
import { sponsorSchema, type SponsorFormValues } from '@/entities/sponsor/sponsor-schema';
import { TEAM_MEDIA_BUCKET, teamMediaPath } from '@/entities/team/team-storage';
import type { AdminSponsor } from '@/features/teams/admin/api/get-sponsor';
import { useSaveSponsor } from '@/features/teams/admin/api/save-sponsor';
import { teamOptionsQuery } from '@/lib/lookups';

interface SponsorFormProps {
  sponsor?: AdminSponsor;
  /** A captain's team: preselected and locked. */
  lockedTeamId?: number | null;
}

export function SponsorForm({ sponsor, lockedTeamId }: SponsorFormProps) {
  const { t } = useTranslation('admin-sponsors');
  const saveAndReturn = useSaveAndReturn('admin-sponsors', '/admin/sponsors');
  const save = useSaveSponsor();
  const [uploading, setUploading] = useState(false);
  const form = useForm<SponsorFormValues>({
    resolver: zodResolver(sponsorSchema),
    defaultValues: {
      name: sponsor?.name ?? '',
      teamId: toSelectValue(lockedTeamId ?? sponsor?.team_id),
      website: sponsor?.website ?? '',
      logo: sponsor?.logo_url ?? null,
    },
  });
  const teamId = useWatch({ control: form.control, name: 'teamId' });

  const onSubmit = form.handleSubmit(async (values) => {
    await saveAndReturn(
      save.mutateAsync({
        id: sponsor?.id,
        fields: {
          name: values.name,
          team_id: fromSelectValue(values.teamId),
          website: values.website || null,
          logo_url: typeof values.logo === 'string' ? values.logo : null,
        },
      }),
      { editing: Boolean(sponsor) },
    );
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid max-w-3xl gap-6">
        <div className="grid gap-6 sm:grid-cols-2">
          <InputField
            control={form.control}
            name="name"
            label={t('fields.name')}
            autoComplete="off"
          />
          <LookupSelectField
            control={form.control}
            name="teamId"
            label={t('fields.team')}
            lookup={teamOptionsQuery()}
            noneLabel={t('list.leagueWide')}
            lockedId={lockedTeamId}
          />
          <InputField
            control={form.control}
            name="website"
            label={t('fields.website')}
            type="url"
            placeholder="https://"
            autoComplete="off"
          />
        </div>
        <ImageFormField
          control={form.control}
          name="logo"
          label={t('fields.logo')}
          bucket={TEAM_MEDIA_BUCKET}
          buildPath={(file) => teamMediaPath(fromSelectValue(teamId), 'sponsor', file)}
          onUploadingChange={setUploading}
        />
        <FormActions pending={save.isPending || uploading} cancelTo="/admin/sponsors" />
      </form>
    </Form>
  );
}
