import { formatLeagueDate } from '@/lib/dates';

/** 'domenica 22 novembre 2026', a day heading, from a leagueDayKey. */
export const formatLeagueDay = (dayKey: string, language: string): string =>
  // Noon UTC is the same calendar day in Rome.
  formatLeagueDate(`${dayKey}T12:00:00Z`, language, 'weekdayDate');

/** '20:30', league time. */
export const formatKickOff = (iso: string, language: string): string =>
  formatLeagueDate(iso, language, 'time');

/** '22 nov 2026', league time. */
export const formatMatchDay = (iso: string, language: string): string =>
  formatLeagueDate(iso, language, 'date');
