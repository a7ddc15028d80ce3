/** Made by build/league-dates.ts from Intl: the league zone's offsets and each style's pattern. */
declare module 'virtual:league-dates' {
  import type { LeagueDatesData } from '@/lib/league-date-styles';
  const data: LeagueDatesData;
  export default data;
}
