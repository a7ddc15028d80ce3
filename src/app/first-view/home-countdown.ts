import type { CountdownEventRow } from '@/entities/countdown-event/countdown-event-row';
import { timeLeft, type TimeLeft } from '@/features/homepage/utils/countdown';
import { formatLeagueDate } from '@/lib/dates';
import { markup, type Html } from '@/app/first-view/html';
import { icon } from '@/app/first-view/shell';
import type { Translate } from '@/app/first-view/strings';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
const CALENDAR_CLOCK =
  '<path d="M16 14v2.2l1.6 1"></path><path d="M16 2v4"></path><path d="M21 7.5V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h3.5"></path><path d="M3 10h5"></path><path d="M8 2v4"></path><circle cx="16" cy="16" r="6"></circle>';

/**
 * An event this close is left to the app: it may have begun, and the widget gone, by the time
 * the app takes over.
 */
const TOO_CLOSE_MS = 60_000;

/** The four numbers of src/features/homepage/components/countdown-widget.tsx. */
function units(t: Translate, left: TimeLeft): Html {
  return markup`${UNITS.map(
    (unit) => markup`<div class="rounded-lg bg-muted px-1 py-2">
      <span class="block text-2xl font-bold tabular-nums sm:text-3xl">${String(left[unit]).padStart(2, '0')}</span>
      <span class="block text-xs text-muted-foreground">${t(`homepage:countdown.${unit}`, { count: left[unit] })}</span>
    </div>`,
  )}`;
}

/**
 * Ticks the painted countdown every second, as the app's does, until the app has taken over
 * (its first frame then shows the same numbers) or the view is gone. Only in index.html, whose
 * state says who owns #root.
 */
export function followCountdown(t: Translate, eventDate: string): void {
  const state = window.__calcettoLastView;
  if (!state || state.rendered) return;
  // Every countdown widget of the layout counts to the one event.
  const timers = [...document.querySelectorAll('#root [role="timer"]')];
  const target = new Date(eventDate).getTime();
  const tick = () => {
    if (state.rendered || !timers[0]?.isConnected) return;
    const left = timeLeft(eventDate, Date.now());
    if (!left) return;
    for (const timer of timers) timer.innerHTML = units(t, left).value;
    // Just after the next whole second to the event, when the numbers change.
    setTimeout(tick, ((target - Date.now()) % 1000) + 5);
  };
  tick();
}

/**
 * src/features/homepage/components/countdown-widget.tsx at `now`: nothing when the event is
 * switched off or has begun, undefined (left to the app) when it begins within a minute.
 * `card` is the widget's frame. Once painted, the numbers tick (`followCountdown`).
 */
export function countdown(
  t: Translate,
  language: string,
  row: CountdownEventRow | null,
  now: number,
  card: (title: string, content: Html) => Html,
): Html | undefined {
  if (!row?.enabled || !row.title || !row.event_date) return markup``;
  const { title, event_date: eventDate } = row;
  const left = timeLeft(eventDate, now);
  if (!left) return markup``;
  if (new Date(eventDate).getTime() - now < TOO_CLOSE_MS) return undefined;
  return card(
    t('homepage:countdown.title'),
    markup`<p class="mb-4 flex items-start gap-2 font-medium">
      ${icon('calendar-clock', CALENDAR_CLOCK, 'mt-0.5 size-4 shrink-0 text-muted-foreground')}
      <span>${title}<span class="block text-sm font-normal text-muted-foreground">${formatLeagueDate(
        eventDate,
        language,
        'fullDateTime',
      )}</span></span>
    </p>
    <div role="timer" class="grid grid-cols-4 gap-2 text-center">${units(t, left)}</div>`,
  );
}
