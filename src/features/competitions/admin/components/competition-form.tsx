import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/admin/form-actions';
import { useSaveAndReturn } from '@/components/admin/use-save-and-return';
import { InputField } from '@/components/input-field';
import { Form } from '@/components/ui/form';
import {
  competitionSchema,
  type CompetitionFormValues,
} from '@/entities/competition/competition-schema';
import type { AdminCompetition } from '@/features/competitions/admin/api/get-competition';
import { useSaveCompetition } from '@/features/competitions/admin/api/save-competition';
import { slugify } from '@/lib/slugify';

export function CompetitionForm({ competition }: { competition?: AdminCompetition }) {
  const { t } = useTranslation('admin-competitions');
  const saveAndReturn = useSaveAndReturn('admin-competitions', '/admin/competitions');
  const save = useSaveCompetition();
  const form = useForm<CompetitionFormValues>({
    resolver: zodResolver(competitionSchema),
    defaultValues: {
      name: competition?.name ?? '',
      slug: competition?.slug ?? '',
      level: String(competition?.level ?? 1),
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    await saveAndReturn(
      save.mutateAsync({
        id: competition?.id,
        fields: { name: values.name, slug: values.slug, level: Number(values.level) },
      }),
      { editing: Boolean(competition) },
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
            onInput={(event) => {
              // The slug follows the name until someone edits the slug by hand.
              if (!form.getFieldState('slug').isDirty) {
                form.setValue('slug', slugify(event.currentTarget.value), {
                  shouldValidate: form.formState.isSubmitted,
                });
              }
            }}
          />
          <InputField
            control={form.control}
            name="slug"
            label={t('fields.slug')}
            autoComplete="off"
          />
          <InputField
            control={form.control}
            name="level"
            label={t('fields.level')}
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
        <p className="text-sm text-muted-foreground">{t('form.levelHint')}</p>
        <FormActions pending={save.isPending} cancelTo="/admin/competitions" />
      </form>
    </Form>
  );
}
