import { formatRelative } from '@/lib/dates';

/**
 * How long the app may take to replace the first view. A date whose words change within it (an
 * article of a few minutes ago, a boundary such as "44 minutes" to "about 1 hour") is left to the app.
 */
const TAKEOVER_MS = 30_000;

/** formatRelative now, if the app will still show the same words when it takes over; else null. */
export function steadyRelativeDate(date: string, language: string): string | null {
  if (Number.isNaN(Date.parse(date))) return null;
  const now = Date.now();
  const text = formatRelative(date, language, now);
  return text === formatRelative(date, language, now + TAKEOVER_MS) ? text : null;
}
