/**
 * What a share image shows, as plain values: the app's routes map their own data into these, so
 * this feature needs no other feature's types.
 */

export type ShareImageSize = 'square' | 'wide';

export const SHARE_IMAGE_SIZES: Record<ShareImageSize, { width: number; height: number }> = {
  // A status, a feed post: WhatsApp and Instagram crop nothing of a square.
  square: { width: 1080, height: 1080 },
  // A link preview's proportions (Open Graph's 1.91:1).
  wide: { width: 1200, height: 630 },
};

export interface ShareBrand {
  /** The league's logo from the theme; null draws none. */
  logoUrl: string | null;
  /** The theme's colours, '#rrggbb'. */
  primary: string;
  secondary: string;
  /** The theme's font name (Inter, Roboto, …); unknown names fall back to Inter. */
  font: string;
}

export interface ShareTeam {
  name: string;
  logoUrl: string | null;
  /** The team's colours; the first paints the initials' circle when there is no logo. */
  colors: readonly string[] | null;
}

export interface ShareGoal {
  side: 'home' | 'away';
  /** The scorer as written on the image ("Gatti"), or null when not known. */
  scorer: string | null;
  minute: number | null;
  ownGoal: boolean;
}

export interface ShareMatch {
  id: number;
  home: ShareTeam;
  away: ShareTeam;
  homeScore: number;
  awayScore: number;
  /** ISO instant. */
  date: string;
  venue: string | null;
  competition: string | null;
  goals: readonly ShareGoal[];
}

export type ShareForm = 'W' | 'D' | 'L';

export interface ShareTableRow {
  position: number;
  team: ShareTeam;
  played: number;
  goalDifference: number;
  points: number;
  /** Newest first. */
  form: readonly ShareForm[];
}

export interface ShareTable {
  /** "Serie A · 2026/27". */
  title: string;
  rows: readonly ShareTableRow[];
}

export type ShareImageSubject =
  { kind: 'match'; match: ShareMatch } | { kind: 'table'; table: ShareTable };
