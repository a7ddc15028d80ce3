import type { Database } from '@/types/database';

/** The site's appearance: colours, font and logo, the single row of `themes`. */
export type ThemeSettings = Database['public']['Tables']['themes']['Row'];

/** The one row's id, for the app shell's read and the appearance form's save. */
export const THEME_ID = 1;
