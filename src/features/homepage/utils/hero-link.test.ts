import { describe, expect, it } from 'vitest';
import { isSitePath } from '@/features/homepage/utils/hero-link';

describe('isSitePath', () => {
  it.each(['/matches', '/news/finale-di-coppa', '/', '/tables?season=2'])('accepts %s', (link) => {
    expect(isSitePath(link)).toBe(true);
  });

  it.each([
    'https://evil.example',
    'matches',
    '//evil.example',
    '/\\evil.example',
    '/a b',
    'javascript:alert(1)',
    '/tab\there',
  ])('refuses %s', (link) => {
    expect(isSitePath(link)).toBe(false);
  });
});
