import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { NONE, SelectField } from '@/components/admin/select-field';
import { InputField } from '@/components/input-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Form, FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form';
import type { MatchStatus } from '@/entities/match/match-rules';
import { resultFormSchema, type ResultFormValues } from '@/entities/match/match-schema';
import type { Fixture } from '@/features/matches/admin/api/get-fixture';
import { useSquads, type SquadPlayer } from '@/features/matches/admin/api/get-squads';
import { useSaveResult } from '@/features/matches/admin/api/save-result';
import {
  goalTally,
  toResultFormValues,
  toResultInput,
} from '@/features/matches/admin/utils/result-form-values';

interface ResultFormProps {
  fixture: Fixture;
  /** All statuses for admins; ongoing and completed for captains. */
  allowedStatuses: readonly MatchStatus[];
  onSaved?: () => void;
}

/** Score, status and scorers of one match (admins, and captains of the two teams). */
export function ResultForm({ fixture, allowedStatuses, onSaved }: ResultFormProps) {
  const { t } = useTranslation('admin-fixtures');
  const squads = useSquads(fixture.home_team_id, fixture.away_team_id);
  const save = useSaveResult({ onSuccess: onSaved });
  const form = useForm<ResultFormValues>({
    resolver: zodResolver(resultFormSchema),
    defaultValues: toResultFormValues(fixture, allowedStatuses),
  });
  const goals = useFieldArray({ control: form.control, name: 'goals' });
  const [homeScore, awayScore, goalValues] = useWatch({
    control: form.control,
    name: ['home_score', 'away_score', 'goals'],
  });
  const tally = goalTally({ home_score: homeScore, away_score: awayScore, goals: goalValues });
  const teamName = (side: 'home' | 'away') =>
    (side === 'home' ? fixture.home_team?.name : fixture.away_team?.name) ?? '';

  const onSubmit = form.handleSubmit(async (values) => {
    if (goalTally(values).some((side) => side.exceeds)) return;
    try {
      await save.mutateAsync(toResultInput(fixture, values));
    } catch {
      // Toasted by the query client; the form keeps what was typed.
      return;
    }
    toast.success(t('result.saved'));
  });

  // Scorers of past goals may have left the squad since: keep them selectable.
  const players = new Map<number, SquadPlayer>();
  for (const player of squads.data ?? []) players.set(player.id, player);
  for (const goal of fixture.goals) {
    if (goal.player && !players.has(goal.player.id))
      players.set(goal.player.id, { ...goal.player, jersey_number: null, team_id: null });
  }

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-6">
        <div className="grid gap-6 sm:grid-cols-3">
          <SelectField
            control={form.control}
            name="status"
            label={t('form.status')}
            options={allowedStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
          <InputField
            control={form.control}
            name="home_score"
            inputMode="numeric"
            label={`${t('form.homeScore')} · ${teamName('home')}`}
          />
          <InputField
            control={form.control}
            name="away_score"
            inputMode="numeric"
            label={`${t('form.awayScore')} · ${teamName('away')}`}
          />
        </div>
        {allowedStatuses.length < 5 && (
          <p className="-mt-3 text-sm text-muted-foreground">{t('result.captainStatuses')}</p>
        )}

        <fieldset className="grid gap-4">
          <legend className="mb-2 text-base font-semibold">{t('result.scorers')}</legend>
          <p className="text-sm text-muted-foreground">{t('result.ownGoalHint')}</p>
          {goals.fields.length === 0 && (
            <p className="text-sm text-muted-foreground">{t('result.noGoals')}</p>
          )}
          {goals.fields.map((field, index) => (
            <GoalRow
              key={field.id}
              index={index}
              control={form.control}
              fixture={fixture}
              players={[...players.values()]}
              onRemove={() => goals.remove(index)}
            />
          ))}
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() =>
                goals.append({ side: 'home', player_id: NONE, minute: '', own_goal: false })
              }
            >
              <Plus aria-hidden />
              {t('result.addGoal')}
            </Button>
          </div>
        </fieldset>

        {tally.map(
          (side) =>
            (side.exceeds || side.incomplete) && (
              <Alert key={side.side} variant={side.exceeds ? 'destructive' : 'default'}>
                <p>
                  {side.exceeds
                    ? t('validation.goalsExceed', {
                        team: teamName(side.side),
                        goals: side.goals,
                        score: side.score ?? 0,
                      })
                    : t('result.incomplete', {
                        team: teamName(side.side),
                        goals: side.goals,
                        score: side.score,
                      })}
                </p>
              </Alert>
            ),
        )}

        <div className="flex justify-end border-t pt-6">
          <Button type="submit" disabled={save.isPending || tally.some((side) => side.exceeds)}>
            {save.isPending ? t('actions.saving') : t('actions.save')}
          </Button>
        </div>
      </form>
    </Form>
  );
}

interface GoalRowProps {
  index: number;
  control: Control<ResultFormValues>;
  fixture: Fixture;
  players: SquadPlayer[];
  onRemove: () => void;
}

function GoalRow({ index, control, fixture, players, onRemove }: GoalRowProps) {
  const { t } = useTranslation('admin-fixtures');
  const [side, ownGoal] = useWatch({
    control,
    name: [`goals.${index}.side`, `goals.${index}.own_goal`],
  });
  // An own goal is scored by a player of the other team.
  const scorerTeam = (side === 'home') !== ownGoal ? fixture.home_team_id : fixture.away_team_id;
  const name = (p: SquadPlayer) =>
    `${p.last_name} ${p.first_name}${p.jersey_number === null ? '' : ` (${p.jersey_number})`}`;
  const options = players
    .filter((p) => p.team_id === scorerTeam || p.team_id === null)
    .map((p) => ({ value: String(p.id), label: name(p) }));

  return (
    <div
      role="group"
      aria-label={t('result.goalNumber', { number: index + 1 })}
      className="grid items-end gap-3 rounded-md border p-3 sm:grid-cols-[1fr_1.4fr_6rem_auto_auto]"
    >
      <SelectField
        control={control}
        name={`goals.${index}.side`}
        label={t('result.goalFor')}
        options={[
          { value: 'home', label: fixture.home_team?.name ?? '' },
          { value: 'away', label: fixture.away_team?.name ?? '' },
        ]}
      />
      <SelectField
        control={control}
        name={`goals.${index}.player_id`}
        label={t('result.player')}
        noneLabel={t('result.unknownPlayer')}
        options={options}
      />
      <InputField
        control={control}
        name={`goals.${index}.minute`}
        inputMode="numeric"
        label={t('result.minute')}
      />
      <FormField
        control={control}
        name={`goals.${index}.own_goal`}
        render={({ field }) => (
          <FormItem className="flex h-9 flex-row items-center gap-2 space-y-0">
            <FormControl>
              <Checkbox
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
            </FormControl>
            <FormLabel className="font-normal">{t('result.ownGoal')}</FormLabel>
          </FormItem>
        )}
      />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="text-destructive hover:text-destructive"
        aria-label={t('result.removeGoal', { number: index + 1 })}
        onClick={onRemove}
      >
        <Trash2 />
      </Button>
    </div>
  );
}
