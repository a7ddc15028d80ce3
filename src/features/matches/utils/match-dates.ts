import { isoToInputs } from '@/lib/league-clock';
import { formatLeagueDate } from '@/lib/dates';

/** 'yyyy-mm-dd' of the league calendar day (Europe/Rome) a kick-off falls on. */
export const leagueDayKey = (iso: string): string => isoToInputs(iso).date;

/** 'domenica 22 novembre 2026', a day heading, from a leagueDayKey. */
export const formatLeagueDay = (dayKey: string, language: string): string =>
  // Noon UTC is the same calendar day in Rome.
  formatLeagueDate(`${dayKey}T12:00:00Z`, language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

/** '20:30', league time. */
export const formatKickOff = (iso: string, language: string): string =>
  formatLeagueDate(iso, language, { timeStyle: 'short' });

/** '22 nov 2026', league time. */
export const formatMatchDay = (iso: string, language: string): string =>
  formatLeagueDate(iso, language, { dateStyle: 'medium' });
