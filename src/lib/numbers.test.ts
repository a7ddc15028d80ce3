import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/lib/languages';
import { signedWhole, twoDecimals } from '@/lib/numbers';

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

describe('twoDecimals', () => {
  it.each(LANGUAGES.map(({ code }) => code))(
    'writes goals per match as Intl does in %s',
    (language) => {
      const intl = new Intl.NumberFormat(language, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      const values = [];
      for (let hundredths = 0; hundredths < 100_000; hundredths += 7) values.push(hundredths / 100);
      for (let goals = 0; goals <= 60; goals++)
        for (let matches = 1; matches <= 40; matches++) values.push(goals / matches);
      for (const value of values) expect(twoDecimals(value, language)).toBe(intl.format(value));
    },
  );
});
