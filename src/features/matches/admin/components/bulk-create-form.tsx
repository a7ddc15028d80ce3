import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/admin/form-actions';
import { SelectField } from '@/components/admin/select-field';
import { fromSelectValue, NONE, toOptions } from '@/components/admin/select-options';
import { InputField } from '@/components/input-field';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { bulkFormSchema, type BulkFormValues } from '@/entities/match/match-schema';
import { useCreateFixtures } from '@/features/matches/admin/api/create-fixtures';
import type { FixtureOptions } from '@/features/matches/admin/api/get-fixture-options';
import { useSeasonTeams } from '@/features/matches/api/get-season-teams';
import { CheckboxListField } from '@/features/matches/admin/components/checkbox-list-field';
import { planFixtures } from '@/features/matches/admin/utils/bulk-plan';
import { formatLeagueDate } from '@/lib/dates';

interface BulkCreateFormProps {
  options: FixtureOptions;
  cancelTo: string;
  onCreated: (count: number) => void;
}

/** A round-robin calendar for a set of teams, previewed before it is saved in one request. */
export function BulkCreateForm({ options, cancelTo, onCreated }: BulkCreateFormProps) {
  const { t, i18n } = useTranslation('admin-fixtures');
  const create = useCreateFixtures({ onSuccess: onCreated });
  const form = useForm<BulkFormValues>({
    resolver: zodResolver(bulkFormSchema),
    defaultValues: {
      competition_id: NONE,
      season_id: NONE,
      team_ids: [],
      legs: '1',
      start_date: '',
      weekday: '1',
      time: '20:30',
      venue_mode: 'home',
      venue_ids: [],
    },
  });
  // Every field has a default value, so the watched object is complete, not partial.
  const values = useWatch({ control: form.control }) as BulkFormValues;
  const competitionId = fromSelectValue(values.competition_id);
  const seasonId = fromSelectValue(values.season_id);
  // The public matches filter's read: the same registered teams, under the same key.
  const seasonTeams = useSeasonTeams(competitionId ?? 0, seasonId ?? 0, {
    enabled: competitionId !== null && seasonId !== null,
  });

  // Choosing a competition-season proposes its registered teams and its tournament's legs.
  const { setValue } = form;
  useEffect(() => {
    if (!seasonTeams.data) return;
    const registered = seasonTeams.data.map((team) => String(team.id));
    if (registered.length > 0) setValue('team_ids', registered);
    const mode = options.competitionSeasons.find(
      (cs) => cs.competition_id === competitionId && cs.season_id === seasonId,
    );
    if (mode?.legs === 1 || mode?.legs === 2) setValue('legs', mode.legs === 2 ? '2' : '1');
  }, [seasonTeams.data, options.competitionSeasons, competitionId, seasonId, setValue]);

  const plan = useMemo(() => {
    const parsed = bulkFormSchema.safeParse(values);
    return parsed.success ? planFixtures(parsed.data, options) : null;
  }, [values, options]);

  const onSubmit = form.handleSubmit(async (valid) => {
    try {
      await create.mutateAsync(planFixtures(valid, options).rows);
    } catch {
      // Toasted by the query client; the form keeps its values.
    }
  });

  const teamName = new Map(options.teams.map((team) => [team.id, team.name]));
  const venueName = new Map(options.venues.map((venue) => [venue.id, venue.name]));
  const weekdays = Array.from({ length: 7 }, (_, day) => ({
    value: String(day),
    // 2023-01-01 was a Sunday: day 0.
    label: new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2023, 0, 1 + day)),
    ),
  }));
  const count = plan?.rows.length ?? 0;

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-6">
        <div className="grid gap-6 sm:grid-cols-2">
          <SelectField
            control={form.control}
            name="competition_id"
            label={t('create.competition')}
            noneLabel={t('create.none')}
            options={toOptions(options.competitions)}
          />
          <SelectField
            control={form.control}
            name="season_id"
            label={t('create.season')}
            noneLabel={t('create.none')}
            options={toOptions(options.seasons)}
          />
        </div>
        {seasonTeams.data && (
          <p className="-mt-3 text-sm text-muted-foreground" role="status">
            {seasonTeams.data.length > 0 ? t('create.teamsFromSeason') : t('create.noSeasonTeams')}
          </p>
        )}
        <CheckboxListField
          control={form.control}
          name="team_ids"
          legend={t('create.teams')}
          summary={t('create.selectedTeams', { count: values.team_ids.length })}
          options={toOptions(options.teams)}
        />
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField
            control={form.control}
            name="legs"
            label={t('create.legs')}
            options={[
              { value: '1', label: t('create.legsOne') },
              { value: '2', label: t('create.legsTwo') },
            ]}
          />
          <InputField
            control={form.control}
            name="start_date"
            type="date"
            label={t('create.startDate')}
          />
          <SelectField
            control={form.control}
            name="weekday"
            label={t('create.weekday')}
            options={weekdays}
          />
          <InputField control={form.control} name="time" type="time" label={t('create.time')} />
        </div>
        <p className="-mt-3 text-sm text-muted-foreground">{t('form.timeZoneHint')}</p>
        <SelectField
          control={form.control}
          name="venue_mode"
          label={t('create.venueMode')}
          options={(['none', 'home', 'rotate'] as const).map((mode) => ({
            value: mode,
            label: t(`create.venueModes.${mode}`),
          }))}
        />
        {values.venue_mode === 'rotate' && (
          <CheckboxListField
            control={form.control}
            name="venue_ids"
            legend={t('create.venues')}
            options={toOptions(options.venues)}
          />
        )}

        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{t('create.preview')}</CardTitle>
          </CardHeader>
          <CardContent>
            {plan ? (
              <div className="grid gap-4">
                <p className="text-sm font-medium" role="status">
                  {t('create.previewSummary', { rounds: plan.rounds.length, matches: count })}
                </p>
                <ol className="grid max-h-[32rem] gap-4 overflow-y-auto sm:grid-cols-2">
                  {plan.rounds.map((round) => {
                    const first = plan.rows.find((row) => row.round === round.round);
                    return (
                      <li key={round.round} className="rounded-md border p-3 text-sm">
                        <p className="font-medium">
                          {t('create.round', { round: round.round })}
                          {first && (
                            <span className="ml-2 font-normal text-muted-foreground">
                              {formatLeagueDate(first.match_date, i18n.language)}
                            </span>
                          )}
                        </p>
                        <ul className="mt-2 grid gap-1">
                          {plan.rows
                            .filter((row) => row.round === round.round)
                            .map((row) => (
                              <li key={`${row.home_team_id}-${row.away_team_id}`}>
                                {teamName.get(row.home_team_id)} – {teamName.get(row.away_team_id)}
                                {row.venue_id != null && (
                                  <span className="text-muted-foreground">
                                    {' '}
                                    · {venueName.get(row.venue_id)}
                                  </span>
                                )}
                              </li>
                            ))}
                        </ul>
                        {round.bye && (
                          <p className="mt-1 text-muted-foreground">
                            {t('create.bye', { team: teamName.get(round.bye.id) })}
                          </p>
                        )}
                      </li>
                    );
                  })}
                </ol>
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">{t('create.previewEmpty')}</p>
            )}
          </CardContent>
        </Card>
        <FormActions pending={create.isPending} cancelTo={cancelTo} />
      </form>
    </Form>
  );
}
