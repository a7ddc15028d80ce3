import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/admin/form-actions';
import { LookupSelectField } from '@/components/admin/lookup-select-field';
import { fromSelectValue, toSelectValue } from '@/components/admin/select-options';
import { useSaveAndReturn } from '@/components/admin/use-save-and-return';
import { InputField } from '@/components/input-field';
import { Form } from '@/components/ui/form';
import { honorSchema, type HonorFormValues } from '@/entities/honor/honor-schema';
import type { AdminHonor } from '@/features/teams/admin/api/get-honor';
import { useSaveHonor } from '@/features/teams/admin/api/save-honor';
import { competitionOptionsQuery, seasonOptionsQuery, teamOptionsQuery } from '@/lib/lookups';

export function HonorForm({ honor }: { honor?: AdminHonor }) {
  const { t } = useTranslation('admin-honors');
  const saveAndReturn = useSaveAndReturn('admin-honors', '/admin/honors');
  const save = useSaveHonor();
  const form = useForm<HonorFormValues>({
    resolver: zodResolver(honorSchema),
    defaultValues: {
      teamId: honor ? String(honor.team_id) : '',
      achievement: honor?.achievement ?? '',
      competitionId: toSelectValue(honor?.competition_id),
      seasonId: toSelectValue(honor?.season_id),
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    await saveAndReturn(
      save.mutateAsync({
        id: honor?.id,
        fields: {
          team_id: Number(values.teamId),
          achievement: values.achievement,
          competition_id: fromSelectValue(values.competitionId),
          season_id: fromSelectValue(values.seasonId),
        },
      }),
      { editing: Boolean(honor) },
    );
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid max-w-3xl gap-6">
        <div className="grid gap-6 sm:grid-cols-2">
          <LookupSelectField
            control={form.control}
            name="teamId"
            label={t('fields.team')}
            placeholder={t('form.chooseTeam')}
            lookup={teamOptionsQuery()}
          />
          <InputField
            control={form.control}
            name="achievement"
            label={t('fields.achievement')}
            placeholder={t('form.achievementPlaceholder')}
            autoComplete="off"
          />
          <LookupSelectField
            control={form.control}
            name="competitionId"
            label={t('fields.competition')}
            noneLabel={t('form.none')}
            lookup={competitionOptionsQuery()}
          />
          <LookupSelectField
            control={form.control}
            name="seasonId"
            label={t('fields.season')}
            noneLabel={t('form.none')}
            lookup={seasonOptionsQuery()}
          />
        </div>
        <FormActions pending={save.isPending} cancelTo="/admin/honors" />
      </form>
    </Form>
  );
}
