import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/admin/form-actions';
import { SelectField } from '@/components/admin/select-field';
import { toOptions } from '@/components/admin/select-options';
import { InputField } from '@/components/input-field';
import { Form } from '@/components/ui/form';
import { MATCH_STATUSES } from '@/entities/match/match-rules';
import { fixtureFormSchema, type FixtureFormValues } from '@/entities/match/match-schema';
import type { FixtureOptions } from '@/features/matches/admin/api/get-fixture-options';
import { useSaveFixture } from '@/features/matches/admin/api/save-fixture';
import {
  toFixtureFormValues,
  toFixtureInput,
} from '@/features/matches/admin/utils/fixture-form-values';

interface FixtureFormProps {
  /** The match being edited; none for a new one. */
  fixture?: Parameters<typeof toFixtureFormValues>[0] & { id: number };
  options: FixtureOptions;
  cancelTo: string;
  onSaved: (id: number) => void;
}

/** New or edited match: teams, referee, venue, competition, season, kick-off, status, score. */
export function FixtureForm({ fixture, options, cancelTo, onSaved }: FixtureFormProps) {
  const { t } = useTranslation('admin-fixtures');
  const save = useSaveFixture();
  const form = useForm<FixtureFormValues>({
    resolver: zodResolver(fixtureFormSchema),
    defaultValues: toFixtureFormValues(fixture),
  });
  const [home, away] = useWatch({ control: form.control, name: ['home_team_id', 'away_team_id'] });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onSaved(await save.mutateAsync({ id: fixture?.id, values: toFixtureInput(values) }));
    } catch {
      // The query client toasts the server's message; the form keeps what was typed.
    }
  });

  const teams = toOptions(options.teams);

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid max-w-3xl gap-6">
        <div className="grid gap-6 sm:grid-cols-2">
          <SelectField
            control={form.control}
            name="competition_id"
            label={t('form.competition')}
            placeholder={t('form.choose')}
            options={toOptions(options.competitions)}
          />
          <SelectField
            control={form.control}
            name="season_id"
            label={t('form.season')}
            placeholder={t('form.choose')}
            options={toOptions(options.seasons)}
          />
          <SelectField
            control={form.control}
            name="home_team_id"
            label={t('form.homeTeam')}
            placeholder={t('form.choose')}
            options={teams}
          />
          <SelectField
            control={form.control}
            name="away_team_id"
            label={t('form.awayTeam')}
            placeholder={t('form.choose')}
            options={teams}
          />
          <SelectField
            control={form.control}
            name="referee_team_id"
            label={t('form.referee')}
            noneLabel={t('form.none')}
            // The two playing teams cannot referee their own match.
            options={teams.filter((team) => team.value !== home && team.value !== away)}
          />
          <SelectField
            control={form.control}
            name="venue_id"
            label={t('form.venue')}
            noneLabel={t('form.none')}
            options={toOptions(options.venues)}
          />
          <InputField control={form.control} name="date" type="date" label={t('form.date')} />
          <InputField control={form.control} name="time" type="time" label={t('form.time')} />
          <p className="-mt-3 text-sm text-muted-foreground sm:col-span-2">
            {t('form.timeZoneHint')}
          </p>
          <SelectField
            control={form.control}
            name="status"
            label={t('form.status')}
            options={MATCH_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
          <InputField
            control={form.control}
            name="round"
            inputMode="numeric"
            label={t('form.round')}
          />
          <InputField
            control={form.control}
            name="home_score"
            inputMode="numeric"
            label={t('form.homeScore')}
          />
          <InputField
            control={form.control}
            name="away_score"
            inputMode="numeric"
            label={t('form.awayScore')}
          />
        </div>
        <FormActions pending={save.isPending} cancelTo={cancelTo} />
      </form>
    </Form>
  );
}
