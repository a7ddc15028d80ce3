import { describe, expect, it } from 'vitest';
import { assertChanged } from '@/lib/mutations';

describe('assertChanged', () => {
  it('passes the rows through when something changed', () => {
    expect(assertChanged([{ id: 1 }])).toEqual([{ id: 1 }]);
  });

  it('refuses an empty result with a translated message', () => {
    expect(() => assertChanged([])).toThrow(
      'Nessuna modifica salvata: l’elemento non esiste più o non hai i permessi per modificarlo.',
    );
  });
});
