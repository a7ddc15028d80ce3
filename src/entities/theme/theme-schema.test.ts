import { describe, expect, it } from 'vitest';
import { appearanceSchema, type AppearanceValues } from '@/entities/theme/theme-schema';

const schema = appearanceSchema(['Inter', 'Roboto']);
const valid: AppearanceValues = {
  primaryColor: '#1d4ed8',
  secondaryColor: '#fff',
  fontFamily: 'Inter',
  logoUrl: null,
};

const issues = (values: AppearanceValues) =>
  schema.safeParse(values).error?.issues.map((issue) => [issue.path[0], issue.message]) ?? [];

describe('appearanceSchema', () => {
  it('takes hex colours, long or short, and a font of the curated set', () => {
    expect(issues(valid)).toEqual([]);
  });

  it('refuses a colour that is not hex, and an empty one as missing', () => {
    expect(issues({ ...valid, primaryColor: 'blue', secondaryColor: ' ' })).toEqual([
      ['primaryColor', 'appearance:validation.hex'],
      ['secondaryColor', 'common:validation.required'],
      ['secondaryColor', 'appearance:validation.hex'],
    ]);
  });

  it('refuses a font outside the set it was given', () => {
    expect(issues({ ...valid, fontFamily: 'Comic Sans MS' })).toEqual([
      ['fontFamily', 'appearance:validation.font'],
    ]);
  });
});
