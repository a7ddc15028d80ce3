import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/admin/form-actions';
import { SelectField } from '@/components/admin/select-field';
import { useSaveAndReturn } from '@/components/admin/use-save-and-return';
import { InputField } from '@/components/input-field';
import { Form } from '@/components/ui/form';
import {
  tournamentModeSchema,
  type TournamentModeFormValues,
} from '@/entities/tournament-mode/tournament-mode-schema';
import type { AdminTournamentMode } from '@/features/competitions/admin/api/get-tournament-mode';
import { useSaveTournamentMode } from '@/features/competitions/admin/api/save-tournament-mode';

export function TournamentModeForm({ tournamentMode }: { tournamentMode?: AdminTournamentMode }) {
  const { t } = useTranslation('admin-tournament-modes');
  const saveAndReturn = useSaveAndReturn('admin-tournament-modes', '/admin/tournament-modes');
  const save = useSaveTournamentMode();
  const mode = tournamentMode;
  const form = useForm<TournamentModeFormValues>({
    resolver: zodResolver(tournamentModeSchema),
    // The usual 3/1/0 for a new mode.
    defaultValues: {
      name: mode?.name ?? '',
      pointsWin: String(mode?.points_win ?? 3),
      pointsDraw: String(mode?.points_draw ?? 1),
      pointsLoss: String(mode?.points_loss ?? 0),
      playoffTeams: String(mode?.playoff_teams ?? 0),
      legs: mode?.legs === 2 ? '2' : '1',
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    await saveAndReturn(
      save.mutateAsync({
        id: mode?.id,
        fields: {
          name: values.name,
          points_win: Number(values.pointsWin),
          points_draw: Number(values.pointsDraw),
          points_loss: Number(values.pointsLoss),
          playoff_teams: Number(values.playoffTeams),
          legs: Number(values.legs),
        },
      }),
      { editing: Boolean(mode) },
    );
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid max-w-3xl gap-6">
        <InputField
          control={form.control}
          name="name"
          label={t('fields.name')}
          autoComplete="off"
        />
        <div className="grid gap-6 sm:grid-cols-3">
          <InputField
            control={form.control}
            name="pointsWin"
            label={t('fields.pointsWin')}
            inputMode="numeric"
          />
          <InputField
            control={form.control}
            name="pointsDraw"
            label={t('fields.pointsDraw')}
            inputMode="numeric"
          />
          <InputField
            control={form.control}
            name="pointsLoss"
            label={t('fields.pointsLoss')}
            inputMode="numeric"
          />
        </div>
        <div className="grid gap-6 sm:grid-cols-2">
          <InputField
            control={form.control}
            name="playoffTeams"
            label={t('fields.playoffTeams')}
            inputMode="numeric"
          />
          <SelectField
            control={form.control}
            name="legs"
            label={t('fields.legs')}
            options={[
              { value: '1', label: t('legs.one') },
              { value: '2', label: t('legs.two') },
            ]}
          />
        </div>
        <FormActions pending={save.isPending} cancelTo="/admin/tournament-modes" />
      </form>
    </Form>
  );
}
