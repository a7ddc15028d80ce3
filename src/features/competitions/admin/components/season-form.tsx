import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/admin/form-actions';
import { useSaveAndReturn } from '@/components/admin/use-save-and-return';
import { InputField } from '@/components/input-field';
import { Form } from '@/components/ui/form';
import { seasonSchema, type SeasonFormValues } from '@/entities/season/season-schema';
import type { AdminSeason } from '@/features/competitions/admin/api/get-season';
import { useSaveSeason } from '@/features/competitions/admin/api/save-season';

export function SeasonForm({ season }: { season?: AdminSeason }) {
  const { t } = useTranslation('admin-seasons');
  const saveAndReturn = useSaveAndReturn('admin-seasons', '/admin/seasons');
  const save = useSaveSeason();
  const form = useForm<SeasonFormValues>({
    resolver: zodResolver(seasonSchema),
    defaultValues: {
      name: season?.name ?? '',
      startDate: season?.start_date ?? '',
      endDate: season?.end_date ?? '',
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    await saveAndReturn(
      save.mutateAsync({
        id: season?.id,
        fields: { name: values.name, start_date: values.startDate, end_date: values.endDate },
      }),
      { editing: Boolean(season) },
    );
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid max-w-3xl gap-6">
        <div className="grid gap-6 sm:grid-cols-3">
          <InputField
            control={form.control}
            name="name"
            label={t('fields.name')}
            autoComplete="off"
            placeholder="2025/26"
          />
          <InputField
            control={form.control}
            name="startDate"
            label={t('fields.startDate')}
            type="date"
          />
          <InputField
            control={form.control}
            name="endDate"
            label={t('fields.endDate')}
            type="date"
          />
        </div>
        <FormActions pending={save.isPending} cancelTo="/admin/seasons" />
      </form>
    </Form>
  );
}
