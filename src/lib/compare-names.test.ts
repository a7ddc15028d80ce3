import { describe, expect, it } from 'vitest';
import { compareNames } from '@/lib/compare-names';

const sign = (n: number) => Math.sign(n);

describe('compareNames', () => {
  it("orders plain names as localeCompare(…, 'it') does", () => {
    // A fixed pseudo-random sequence, so that a failure repeats.
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const alphabet = 'aAbBmMzZ019 ';
    const name = () =>
      Array.from({ length: Math.floor(next() * 7) }, () => alphabet[Math.floor(next() * 12)]).join(
        '',
      );
    const disagreements: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      const a = name();
      const b = name();
      if (sign(compareNames(a, b)) !== sign(a.localeCompare(b, 'it')))
        disagreements.push(`${a}|${b}`);
    }
    expect(disagreements).toEqual([]);
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

  it('leaves names with accents and punctuation to the collation', () => {
    const teams = ["Sporting d'Aosta", 'Città di Como', 'Citta Nuova', 'A.S.D. Lupi', 'Ápice'];
    expect([...teams].sort(compareNames)).toEqual(
      [...teams].sort((a, b) => a.localeCompare(b, 'it')),
    );
    expect(sign(compareNames('Città', 'Citta'))).toBe(1);
  });
});
