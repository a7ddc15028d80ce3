import { describe, expect, it } from 'vitest';
import { slugify, SLUG_MAX_LENGTH, SLUG_PATTERN } from '@/lib/slugify';

describe('slugify', () => {
  it('folds accents', () => {
    expect(slugify('Città')).toBe('citta');
    expect(slugify('Perché è già finita? Über Straße')).toBe('perche-e-gia-finita-uber-strasse');
  });

  it('gives competitions, seasons and articles the same slug for the same name', () => {
    expect(slugify('Coppa Città di Lecco')).toBe('coppa-citta-di-lecco');
    expect(slugify('  Serie A — 2025/26 ')).toBe('serie-a-2025-26');
    // The competition form used to drop the ß and leave "wei-wurst".
    expect(slugify('Trofeo Weißwurst')).toBe('trofeo-weisswurst');
  });

  it('turns every run of other characters into one hyphen, trimmed', () => {
    expect(slugify('  Finale: 6-5 dopo i rigori!!  ')).toBe('finale-6-5-dopo-i-rigori');
    expect(slugify("L'oratorio di San Luigi")).toBe('l-oratorio-di-san-luigi');
  });

  it('always yields what the database accepts (or nothing)', () => {
    for (const title of ['Città', '¡¿?!', 'a'.repeat(200), 'Æsir — Øre', '']) {
      const slug = slugify(title);
      expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
      if (slug) expect(slug).toMatch(SLUG_PATTERN);
    }
    expect(slugify('¡¿?!')).toBe('');
  });
});
