import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/env', () => ({
  supabaseConfig: { ok: true, config: { url: 'https://abc.supabase.co/', anonKey: 'h.p.s' } },
}));

const { calendarUrl } = await import('@/lib/calendar-url');

describe('calendarUrl', () => {
  it('calls the calendar function with its arguments and the anon key', () => {
    expect(calendarUrl('competition_calendar', { competition_id: 1, season_id: 2 })).toBe(
      'https://abc.supabase.co/rest/v1/rpc/competition_calendar?competition_id=1&season_id=2&apikey=h.p.s',
    );
  });

  it('gives the webcal: form for subscribing', () => {
    expect(calendarUrl('team_calendar', { team_id: 7 }, { scheme: 'webcal' })).toBe(
      'webcal://abc.supabase.co/rest/v1/rpc/team_calendar?team_id=7&apikey=h.p.s',
    );
  });
});
