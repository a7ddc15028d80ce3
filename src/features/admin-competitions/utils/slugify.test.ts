import { describe, expect, it } from 'vitest';
import { slugify } from '@/features/admin-competitions/utils/slugify';

describe('slugify', () => {
  it('drops accents, case and punctuation', () => {
    expect(slugify('Coppa Città di Lecco')).toBe('coppa-citta-di-lecco');
    expect(slugify('  Serie A — 2025/26 ')).toBe('serie-a-2025-26');
    expect(slugify('!!!')).toBe('');
  });
});
