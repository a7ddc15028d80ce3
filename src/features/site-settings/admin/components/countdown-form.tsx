import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { InputField } from '@/components/input-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { SwitchField } from '@/components/switch-field';
import type { CountdownEventRow } from '@/entities/countdown-event/countdown-event-row';
import {
  countdownSchema,
  type CountdownValues,
} from '@/entities/countdown-event/countdown-event-schema';
import { useUpdateCountdownEvent } from '@/features/site-settings/admin/api/countdown-event';
import { fromLeagueDateTimeInput, toLeagueDateTimeInput } from '@/lib/league-clock';

function toValues(event: CountdownEventRow): CountdownValues {
  return {
    enabled: event.enabled,
    title: event.title ?? '',
    eventDate: toLeagueDateTimeInput(event.event_date),
  };
}

interface CountdownFormProps {
  event: CountdownEventRow;
  /** Refreshes the home page's countdown widget. */
  onSaved: (event: CountdownEventRow) => void;
}

export function CountdownForm({ event, onSaved }: CountdownFormProps) {
  const { t } = useTranslation('countdown-admin');
  const form = useForm<CountdownValues>({
    resolver: zodResolver(countdownSchema),
    defaultValues: toValues(event),
  });
  const save = useUpdateCountdownEvent((saved) => {
    toast.success(t('saved'));
    form.reset(toValues(saved));
    onSaved(saved);
  });

  const onSubmit = form.handleSubmit((values) =>
    save.mutate({
      enabled: values.enabled,
      title: values.title || null,
      event_date: fromLeagueDateTimeInput(values.eventDate),
    }),
  );

  return (
    <Card>
      <CardContent className="pt-6">
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="grid max-w-xl gap-6">
            <SwitchField
              control={form.control}
              name="enabled"
              label={t('fields.enabled')}
              description={t('fields.enabledHint')}
              className="rounded-lg border p-4"
            />
            <InputField control={form.control} name="title" label={t('fields.title')} />
            <FormField
              control={form.control}
              name="eventDate"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('fields.date')}</FormLabel>
                  <FormControl>
                    <Input type="datetime-local" {...field} className="max-w-xs" />
                  </FormControl>
                  <FormDescription>{t('fields.dateHint')}</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <Button type="submit" className="justify-self-start" disabled={save.isPending}>
              {save.isPending && <Spinner className="size-4 text-current" />}
              {t('save')}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
