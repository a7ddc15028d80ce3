import { describe, expect, it } from 'vitest';
import { articleSchema, type ArticleValues } from '@/entities/article/article-schema';
import { slugify } from '@/lib/slugify';

const valid: ArticleValues = {
  title: 'Weißwurst e birra: la festa di fine stagione',
  slug: '',
  content: '<p>Ci vediamo al campo.</p>',
  coverImageUrl: null,
  status: 'draft',
  publishedAt: '',
  pinned: false,
};

const slugIssue = (slug: string) =>
  articleSchema
    .safeParse({ ...valid, slug })
    .error?.issues.find((issue) => issue.path[0] === 'slug')?.message;

describe('articleSchema', () => {
  it('takes an empty slug (the database makes one from the title)', () => {
    expect(articleSchema.safeParse(valid).success).toBe(true);
  });

  it('takes the slug the form proposes from the title: ß folded to ss, at most 80 characters', () => {
    const slug = slugify(valid.title);
    expect(slug).toBe('weisswurst-e-birra-la-festa-di-fine-stagione');
    expect(slugIssue(slug)).toBeUndefined();
    // 30 × 'strasse-' cut at 80 ends in a hyphen, which is trimmed.
    const long = slugify('Straße '.repeat(30));
    expect(long).toBe('strasse-'.repeat(10).slice(0, 79));
    expect(slugIssue(long)).toBeUndefined();
  });

  it('refuses a slug the database would refuse', () => {
    for (const slug of ['Finale di Coppa', 'wei-ßwurst', '-finale', 'finale--coppa', 'città']) {
      expect(slugIssue(slug)).toBe('admin-articles:validation.slug');
    }
  });

  it('requires a title and a readable publication date', () => {
    const result = articleSchema.safeParse({ ...valid, title: ' ', publishedAt: 'domani' });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['title', 'common:validation.required'],
      ['publishedAt', 'admin-articles:validation.date'],
    ]);
  });
});
