import { describe, expect, it } from 'vitest';
import { compareNames } from '@/lib/compare-names';

const sign = (n: number) => Math.sign(n);

describe('compareNames', () => {
  it("orders names as localeCompare(…, 'it') does", () => {
    // A fixed pseudo-random sequence, so that a failure repeats.
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    // Letters with their accents and cases, digits, space and the punctuation of team names.
    const alphabets = [
      'aAbBmMzZ019 ',
      "aAàÀáÁeEèÈéÉoOòÒøuUùÙüçÇñÿ '.-&",
      ' !"#$%()*+,-./:;<=>?@[]^_`{|}~\\0',
    ];
    const disagreements: string[] = [];
    for (const alphabet of alphabets) {
      const name = () =>
        Array.from(
          { length: Math.floor(next() * 7) },
          () => alphabet[Math.floor(next() * alphabet.length)],
        ).join('');
      for (let i = 0; i < 20_000; i++) {
        const a = name();
        const b = name();
        if (sign(compareNames(a, b)) !== sign(a.localeCompare(b, 'it')))
          disagreements.push(`${a}|${b}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('knows every printable ASCII character and Latin-1 letter in the collation order', () => {
    const known = [
      ...Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)),
      ...'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöøùúûüýÿ',
    ];
    expect([...known].sort(compareNames)).toEqual(
      [...known].sort((a, b) => a.localeCompare(b, 'it')),
    );
  });

  it('sorts team names as the league lists them', () => {
    const teams = ['real fc', 'Atletico 2', 'Real FC', 'Atletico 10', 'Atletico', 'Real Fc', 'B 1'];
    expect([...teams].sort(compareNames)).toEqual([
      'Atletico',
      'Atletico 10',
      'Atletico 2',
      'B 1',
      'real fc',
      'Real Fc',
      'Real FC',
    ]);
  });

  it('sorts names with accents and punctuation as the collation does, and leaves others to it', () => {
    const teams = [
      "Sporting d'Aosta",
      'Città di Como',
      'Citta Nuova',
      'A.S.D. Lupi',
      'Ápice',
      "Polisportiva Sant'Anna",
      'Gioventù Lallio',
      'Real Sant Anna',
      'Straße 1',
      'Æsir',
    ];
    expect([...teams].sort(compareNames)).toEqual(
      [...teams].sort((a, b) => a.localeCompare(b, 'it')),
    );
    expect(sign(compareNames('Città', 'Citta'))).toBe(1);
  });
});
