import { describe, expect, it } from 'vitest';
import { ilikeAny, ilikePattern } from '@/lib/search';

describe('ilikeAny', () => {
  it('matches the text anywhere in every column', () => {
    expect(ilikeAny(['name', 'parish'], ' oratorio ')).toBe(
      'name.ilike."*oratorio*",parish.ilike."*oratorio*"',
    );
  });

  it('keeps commas and parentheses inside the quoted value', () => {
    expect(ilikeAny(['name'], 'a,b (c)')).toBe('name.ilike."*a,b (c)*"');
  });

  it('takes LIKE wildcards and quotes literally', () => {
    expect(ilikeAny(['name'], '50%_"x"*')).toBe('name.ilike."*50\\%\\_\\"x\\"*"');
  });
});

describe('ilikePattern', () => {
  it('wraps the trimmed text in wildcards and escapes the ones typed', () => {
    expect(ilikePattern(' Centro ')).toBe('%Centro%');
    expect(ilikePattern('10%_off')).toBe('%10\\%\\_off%');
  });
});
