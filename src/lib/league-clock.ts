import { TZDate } from '@date-fns/tz';
import { LEAGUE_TIME_ZONE } from './time-zone';

/* Wall-clock times of the league zone: typed into forms and read from import files. Display
   formatting lives in ./dates. */

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * The instant of a wall-clock time in the league zone, or null when that time does not exist:
 * an impossible date (31/02) or the hour skipped when clocks go forward.
 */
export function wallTimeToIso({ year, month, day, hour, minute }: WallTime): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const date = new TZDate(year, month - 1, day, hour, minute, LEAGUE_TIME_ZONE);
  if (Number.isNaN(date.getTime())) return null;
  // TZDate rolls impossible values over (31/02 → 03/03, 02:30 → 03:30); a changed field means
  // the time was never on the league's clocks.
  const roundTrip =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hour &&
    date.getMinutes() === minute;
  return roundTrip ? new Date(date.getTime()).toISOString() : null;
}

/** The league-zone wall time of an instant. */
export function isoToWallTime(iso: string): WallTime {
  const date = new TZDate(new Date(iso).getTime(), LEAGUE_TIME_ZONE);
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'yyyy-MM-dd' and 'HH:mm' in the league zone, the values of date and time inputs. */
export function isoToInputs(iso: string): { date: string; time: string } {
  const w = isoToWallTime(iso);
  return {
    date: `${w.year}-${pad(w.month)}-${pad(w.day)}`,
    time: `${pad(w.hour)}:${pad(w.minute)}`,
  };
}

/** The instant of date and time input values ('yyyy-MM-dd', 'HH:mm') read in the league zone. */
export function inputsToIso(date: string, time: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  return wallTimeToIso({
    year: Number(d[1]),
    month: Number(d[2]),
    day: Number(d[3]),
    hour: Number(t[1]),
    minute: Number(t[2]),
  });
}

/** 'DD/MM/YYYY HH:mm' in the league zone: the import format, also used by the export. */
export function formatLeagueDateTime(iso: string): string {
  const w = isoToWallTime(iso);
  return `${pad(w.day)}/${pad(w.month)}/${w.year} ${pad(w.hour)}:${pad(w.minute)}`;
}

/**
 * `<input type="datetime-local">` has no time zone; admin forms enter times in the league's
 * zone (Europe/Rome), whatever the device's zone, so an event at 20:30 is 20:30 in Bergamo.
 * 'yyyy-MM-ddTHH:mm' of an instant; '' for none.
 */
export function toLeagueDateTimeInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const { date, time } = isoToInputs(iso);
  return `${date}T${time}`;
}

/**
 * 'yyyy-MM-ddTHH:mm' read in the league's zone → ISO instant; '', malformed or a time that
 * does not exist there (31/02, the skipped DST hour) → null.
 */
export function fromLeagueDateTimeInput(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  if (!match) return null;
  return inputsToIso(match[1], match[2]);
}
