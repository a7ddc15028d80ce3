import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormActions } from '@/components/admin/form-actions';
import { ImageFormField } from '@/components/admin/image-form-field';
import type { ImageValue } from '@/components/admin/image-upload-field';
import { LookupSelectField } from '@/components/admin/lookup-select-field';
import { fromSelectValue, NONE, toSelectValue } from '@/components/admin/select-options';
import { InputField } from '@/components/input-field';
import { Form } from '@/components/ui/form';
import type { AdminSponsor } from '@/features/admin-sponsors/api/get-sponsor';
import { useSaveSponsor } from '@/features/admin-sponsors/api/save-sponsor';
import { TEAM_MEDIA_BUCKET } from '@/entities/team/team-storage';
import { teamOptionsQuery } from '@/lib/lookups';
import { uniqueObjectPath } from '@/lib/storage';

const sponsorSchema = z.object({
  name: z.string().trim().min(1, 'common:validation.required'),
  teamId: z.string(),
  website: z
    .string()
    .trim()
    .refine((value) => {
      if (!value) return true;
      try {
        const url = new URL(value);
        return (
          (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
        );
      } catch {
        return false;
      }
    }, 'admin-sponsors:form.websiteInvalid'),
  logo: z.custom<ImageValue>(),
});
type SponsorFormValues = z.infer<typeof sponsorSchema>;

interface SponsorFormProps {
  sponsor?: AdminSponsor;
  /** A captain's team: preselected and locked. */
  lockedTeamId?: number | null;
}

export function SponsorForm({ sponsor, lockedTeamId }: SponsorFormProps) {
  const { t } = useTranslation('admin-sponsors');
  const navigate = useNavigate();
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
    try {
      await save.mutateAsync({
        id: sponsor?.id,
        fields: {
          name: values.name,
          team_id: fromSelectValue(values.teamId),
          website: values.website || null,
          logo_url: typeof values.logo === 'string' ? values.logo : null,
        },
      });
    } catch {
      // The query client toasts the server's message; the form keeps what was typed.
      return;
    }
    toast.success(sponsor ? t('toast.updated') : t('toast.created'));
    navigate('/admin/sponsors');
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
          buildPath={(file) =>
            uniqueObjectPath(teamId && teamId !== NONE ? teamId : 'league', 'sponsor', file)
          }
          onUploadingChange={setUploading}
        />
        <FormActions pending={save.isPending || uploading} cancelTo="/admin/sponsors" />
      </form>
    </Form>
  );
}
