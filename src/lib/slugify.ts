/** The database's slug limit for generated slugs, kept for typed ones too. */
export const SLUG_MAX_LENGTH = 80;

/**
 * 'Città, che partita!' → 'citta-che-partita': accents folded, lower case, every run of other
 * characters one hyphen. The one slug rule of every object with a slug (competitions,
 * articles), as the database's own app.slugify() makes them (tests/backend/slugify.test.ts).
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/æ/gi, 'ae')
    .replace(/ø/gi, 'o')
    .replace(/œ/gi, 'oe')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
}

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
