import { afterEach, describe, expect, it, vi } from 'vitest';
import { translator } from '@/app/first-view/strings';

const strings = {
  'news:comments.titleCount_one': '{{count}} commento',
  'news:comments.titleCount_other': '{{count}} commenti',
  'news:article.by': 'di {{author}}',
  'common:appName': 'Calcetto',
};

describe("the first view's translator", () => {
  afterEach(() => vi.restoreAllMocks());

  it("picks a count's plural form as i18next does and fills the values in", () => {
    const t = translator('it', strings);
    expect(t('news:comments.titleCount', { count: 1 })).toBe('1 commento');
    expect(t('news:comments.titleCount', { count: 0 })).toBe('0 commenti');
    expect(t('news:comments.titleCount', { count: 7 })).toBe('7 commenti');
    expect(t('news:article.by', { author: 'Anna Neri' })).toBe('di Anna Neri');
    expect(t('common:missing')).toBe('common:missing');
  });

  it("sets the language's plural rules up only at its first count, once", () => {
    const { PluralRules } = Intl;
    const rules = vi.spyOn(Intl, 'PluralRules').mockImplementation(function (locale) {
      return new PluralRules(locale);
    } as typeof Intl.PluralRules);
    const t = translator('it', strings);
    expect(t('common:appName')).toBe('Calcetto');
    expect(t('news:article.by', { author: 'Anna Neri' })).toBe('di Anna Neri');
    expect(rules).not.toHaveBeenCalled();
    t('news:comments.titleCount', { count: 2 });
    t('news:comments.titleCount', { count: 3 });
    expect(rules).toHaveBeenCalledTimes(1);
    expect(rules).toHaveBeenCalledWith('it');
  });
});
