import { describe, expect, it } from 'vitest';
import { labelKey, matchHeaders } from '@/lib/spreadsheet/headers';

describe('labelKey', () => {
  it('drops case, accents, spaces and punctuation', () => {
    expect(labelKey(' Nazionalità ')).toBe('nazionalita');
    expect(labelKey('CITTÀ alta')).toBe('cittaalta');
    expect(labelKey('Squadra  di Casa')).toBe(labelKey('SQUADRA_DI_CASA'));
    expect(labelKey('home-team.name')).toBe('hometeamname');
  });

  it('keeps letters and digits of any script', () => {
    expect(labelKey('Ørsted')).toBe('ørsted');
    expect(labelKey('Ομάδα 2')).toBe('ομαδα2');
  });
});

describe('matchHeaders', () => {
  const columns = ['home', 'away', 'date'] as const;
  const aliases = {
    home: ['home team', 'casa'],
    away: ['away team', 'ospite'],
    date: ['date', 'data e ora'],
  };

  it('maps each column to the first header that is one of its aliases', () => {
    expect(
      matchHeaders(['Note', 'DATA_E_ORA', 'Squadra', 'Home-Team', 'Ospite'], columns, aliases),
    ).toEqual({ home: 3, away: 4, date: 1 });
  });

  it('uses each header once and leaves a column out when no header names it', () => {
    expect(matchHeaders(['Casa', 'Casa', ''], columns, aliases)).toEqual({
      home: 0,
      away: null,
      date: null,
    });
  });

  it('gives a header to the first column, in the order given, that names it', () => {
    const shared = { home: ['team'], away: ['team'], date: ['date'] };
    expect(matchHeaders(['Team', 'Date'], columns, shared)).toEqual({
      home: 0,
      away: null,
      date: 1,
    });
    expect(matchHeaders(['Team', 'Date'], ['away', 'home', 'date'], shared)).toEqual({
      away: 0,
      home: null,
      date: 1,
    });
  });
});
