import { describe, expect, it } from 'vitest';
import {
  buildTeamCalendar,
  escapeText,
  foldLine,
  icsDateTime,
  type CalendarMatch,
} from '@/features/teams/utils/ics';

const options = {
  name: 'Aquile',
  domain: 'calcetto.example',
  now: new Date('2026-11-22T09:30:00Z'),
};
const match: CalendarMatch = {
  id: 7,
  start: '2026-11-28T20:30:00+01:00',
  home: 'Aquile',
  away: 'Leoni',
  location: 'Campo Sud, Via Roma 1',
};
const octets = (line: string) => new TextEncoder().encode(line).length;

describe('team calendar (.ics)', () => {
  it('writes UTC date-times', () => {
    expect(icsDateTime(new Date('2026-11-28T20:30:00+01:00'))).toBe('20261128T193000Z');
  });

  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    const folded = foldLine(`SUMMARY:${'è'.repeat(100)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    lines.forEach((line) => expect(octets(line)).toBeLessThanOrEqual(75));
    lines.slice(1).forEach((line) => expect(line.startsWith(' ')).toBe(true));
    // Unfolding (§3.1: drop CRLF + one space) gives back the original line.
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'è'.repeat(100)}`);
  });

  it('has one VEVENT per match, with CRLF line endings', () => {
    const ics = buildTeamCalendar(
      [match, { ...match, id: 8, start: '2026-12-05T19:00:00Z', location: null }],
      options,
    );
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain(
      [
        'BEGIN:VEVENT',
        'UID:match-7@calcetto.example',
        'DTSTAMP:20261122T093000Z',
        'DTSTART:20261128T193000Z',
        'DURATION:PT1H',
        'SUMMARY:Aquile – Leoni',
        'LOCATION:Campo Sud\\, Via Roma 1',
        'END:VEVENT',
      ].join('\r\n'),
    );
    // No venue: no LOCATION line at all rather than an empty one.
    expect(ics.match(/LOCATION:/g)).toHaveLength(1);
  });

  it('is a valid, empty calendar for a team without matches', () => {
    expect(buildTeamCalendar([], options)).not.toContain('VEVENT');
  });
});
