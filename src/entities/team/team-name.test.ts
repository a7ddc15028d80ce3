import { describe, expect, it } from 'vitest';
import { NameIndex, teamNameIncludes, teamNameKey } from '@/entities/team/team-name';

describe('teamNameKey', () => {
  it.each([
    ['A.S. Roma', 'AS Roma'],
    ['Real-Madrid', 'Real Madrid'],
    ['Città Nuova', 'citta  nuova'],
    [' FC  Köln ', 'fc koln'],
    ["Sant'Anna", 'Sant Anna'],
    ['Olympiacos 1925', 'olympiacos-1925'],
  ])('%s and %s are one name', (a, b) => {
    expect(teamNameKey(a)).toBe(teamNameKey(b));
  });

  it.each([
    ['Roma', 'Roma 2'],
    ['Inter', 'Internazionale'],
    ['Ølstykke', 'lstykke'],
  ])('%s and %s stay two names', (a, b) => {
    expect(teamNameKey(a)).not.toBe(teamNameKey(b));
  });

  it('keeps letters of any script', () => {
    expect(teamNameKey('Ολυμπιακός')).toBe('ολυμπιακος');
    expect(teamNameKey('Straße')).toBe('straße');
  });
});

describe('NameIndex', () => {
  const index = new NameIndex([
    { id: 1, name: 'A.S. Roma' },
    { id: 2, name: 'Real Madrid' },
    { id: 3, name: 'Città' },
    { id: 4, name: 'Citta' },
  ]);

  it('finds a name whatever its case, accents, spaces and punctuation', () => {
    expect(index.find('AS Roma')).toBe(1);
    expect(index.find('as roma')).toBe(1);
    expect(index.find('Real-Madrid')).toBe(2);
    expect(index.find(' REAL MADRID ')).toBe(2);
  });

  it('prefers the exact spelling when two records are one name under the rule', () => {
    expect(index.find('Città')).toBe(3);
    expect(index.find('Citta')).toBe(4);
  });

  it('finds no record when the loose name is shared by two', () => {
    expect(index.find('CITTA')).toBeUndefined();
    expect(index.find('Lazio')).toBeUndefined();
  });

  it('finds nothing for a name with no letters or digits', () => {
    expect(new NameIndex([{ id: 1, name: '—' }]).find('.')).toBeUndefined();
  });
});

describe('teamNameIncludes', () => {
  it('filters under the same rule', () => {
    expect(teamNameIncludes('A.S. Roma – Lazio', 'as roma')).toBe(true);
    expect(teamNameIncludes('Città Nuova – Real Madrid', 'citta')).toBe(true);
    expect(teamNameIncludes('Città Nuova – Real Madrid', 'real-madrid')).toBe(true);
    expect(teamNameIncludes('Città Nuova – Real Madrid', 'inter')).toBe(false);
    expect(teamNameIncludes('Città Nuova – Real Madrid', '')).toBe(true);
  });
});
