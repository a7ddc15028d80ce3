import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { LEAGUE_TIME_ZONE } from '@/lib/league-time';

/**
 * `<input type="datetime-local">` has no time zone; admin forms enter times in the league's
 * zone (Europe/Rome), whatever the device's zone, so an event at 20:30 is 20:30 in Bergamo.
 */
export function toLeagueDateTimeInput(iso: string | null | undefined): string {
  if (!iso) return '';
  return format(new TZDate(iso, LEAGUE_TIME_ZONE), "yyyy-MM-dd'T'HH:mm");
}

/** 'yyyy-MM-ddTHH:mm' read in the league's zone → ISO instant; '' or malformed → null. */
export function fromLeagueDateTimeInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const instant = new TZDate(year, month - 1, day, hour, minute, LEAGUE_TIME_ZONE).getTime();
  return new Date(instant).toISOString();
}
