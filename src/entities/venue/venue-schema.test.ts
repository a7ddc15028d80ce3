import { describe, expect, it } from 'vitest';
import { parseCoordinate, venueSchema, type VenueFormValues } from '@/entities/venue/venue-schema';

const valid: VenueFormValues = {
  name: 'PalaCalcetto',
  structure: '',
  address: '',
  city: '',
  latitude: '',
  longitude: '',
  image: null,
};

const issues = (values: Partial<VenueFormValues>) =>
  venueSchema
    .safeParse({ ...valid, ...values })
    .error?.issues.map((issue) => [issue.path[0], issue.message]) ?? [];

describe('parseCoordinate', () => {
  it('reads a point or a comma as the decimal mark, and nothing as none', () => {
    expect(parseCoordinate('45.4642')).toBe(45.4642);
    expect(parseCoordinate(' 9,19 ')).toBe(9.19);
    expect(parseCoordinate('')).toBeNull();
    expect(parseCoordinate('  ')).toBeNull();
  });
});

describe('venueSchema', () => {
  it('needs a name only', () => {
    expect(issues({})).toEqual([]);
    expect(issues({ name: ' ' })).toEqual([['name', 'common:validation.required']]);
  });

  it('takes coordinates within range, with a comma or a point', () => {
    expect(issues({ latitude: '-90', longitude: '179,5' })).toEqual([]);
  });

  it('refuses coordinates out of range or not numbers', () => {
    expect(issues({ latitude: '90.1', longitude: 'est' })).toEqual([
      ['latitude', 'admin-venues:form.latitudeRange'],
      ['longitude', 'admin-venues:form.longitudeRange'],
    ]);
  });
});
