import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/lib/languages';
import { signedWhole } from '@/lib/signed-number';

describe('signedWhole', () => {
  it.each(LANGUAGES.map(({ code }) => code))(
    'writes a goal difference as Intl does in %s',
    (language) => {
      const intl = new Intl.NumberFormat(language, { signDisplay: 'exceptZero' });
      for (let value = -999; value <= 999; value++)
        expect(signedWhole(value)).toBe(intl.format(value));
    },
  );

  it('signs a positive number and leaves zero bare', () => {
    expect([signedWhole(7), signedWhole(0), signedWhole(-4)]).toEqual(['+7', '0', '-4']);
  });
});
