import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useCountdownEvent } from '@/features/homepage/api/get-countdown-event';
import { WidgetCard } from '@/features/homepage/components/widget-card';
import { useNow } from '@/features/homepage/hooks/use-now';
import { timeLeft } from '@/features/homepage/utils/countdown';
import { formatLeagueDate } from '@/lib/dates';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/** Live countdown to the event; gone when the event is switched off or has begun. */
export function CountdownWidget() {
  const { t, i18n } = useTranslation('homepage');
  const { data: event, isPending, isError } = useCountdownEvent();
  const now = useNow(1000, Boolean(event));
  if (isPending) {
    return <Skeleton data-loading="true" className="h-[196px] rounded-xl" />;
  }
  if (isError || !event) return null;
  const left = timeLeft(event.eventDate, now);
  if (!left) return null;
  return (
    <WidgetCard title={t('countdown.title')}>
      <p className="mb-4 flex items-start gap-2 font-medium">
        <CalendarClock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
        <span>
          {event.title}
          <span className="block text-sm font-normal text-muted-foreground">
            {formatLeagueDate(event.eventDate, i18n.resolvedLanguage ?? 'it', 'fullDateTime')}
          </span>
        </span>
      </p>
      {/* role=timer is not announced on every tick (implicit aria-live off). */}
      <div role="timer" className="grid grid-cols-4 gap-2 text-center">
        {UNITS.map((unit) => (
          <div key={unit} className="rounded-lg bg-muted px-1 py-2">
            <span className="block text-2xl font-bold tabular-nums sm:text-3xl">
              {String(left[unit]).padStart(2, '0')}
            </span>
            <span className="block text-xs text-muted-foreground">
              {t(`countdown.${unit}`, { count: left[unit] })}
            </span>
          </div>
        ))}
      </div>
    </WidgetCard>
  );
}
