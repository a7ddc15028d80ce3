/* An iCalendar (RFC 5545) file of a team's fixtures, so a visitor can add them to any calendar. */

export interface CalendarMatch {
  id: number;
  /** ISO 8601 instant, as the database returns it. */
  start: string;
  home: string;
  away: string;
  /** Venue name and address, or null when the match has no venue yet. */
  location: string | null;
}

export interface CalendarOptions {
  /** Calendar name shown by the importing app (X-WR-CALNAME). */
  name: string;
  /** Host part of each UID: UIDs must be globally unique and stable across downloads. */
  domain: string;
  /** When the file is generated (DTSTAMP); a parameter so the output is deterministic in tests. */
  now: Date;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** 20261122T093000Z: the UTC "form #2" date-time of RFC 5545 §3.3.5. */
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values (§3.3.11): backslash, semicolon, comma and newlines are escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (§3.1): continuation lines start with one space, which counts
 * towards their 75. Splits between code points, never inside a multi-byte UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function event(match: CalendarMatch, options: CalendarOptions): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:match-${match.id}@${options.domain}`,
    `DTSTAMP:${icsDateTime(options.now)}`,
    `DTSTART:${icsDateTime(new Date(match.start))}`,
    'DURATION:PT1H',
    `SUMMARY:${escapeText(`${match.home} – ${match.away}`)}`,
    ...(match.location ? [`LOCATION:${escapeText(match.location)}`] : []),
    'END:VEVENT',
  ];
}

/** The whole VCALENDAR, CRLF-terminated lines, folded: ready for a text/calendar download. */
export function buildTeamCalendar(matches: CalendarMatch[], options: CalendarOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Calcetto//Team fixtures//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    ...matches.flatMap((match) => event(match, options)),
    'END:VCALENDAR',
  ];
  return lines.map((line) => foldLine(line) + CRLF).join('');
}
