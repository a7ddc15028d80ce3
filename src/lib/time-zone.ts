/* Kept free of imports: the build reads it in Node (build/route-preload.ts). */

/** The league plays, and shows its dates, in one time zone, whatever the visitor's. */
export const LEAGUE_TIME_ZONE = 'Europe/Rome';
