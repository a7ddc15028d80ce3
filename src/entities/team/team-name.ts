import { looseKey } from '@/lib/loose-key';

/**
 * The one rule by which a team's name typed by a person (a file's cell, a filter) is compared with
 * the league's: case, accents, spaces and punctuation do not count, letters and digits of any
 * script do. 'A.S. Roma', 'as roma' and 'AS  Roma' are one name; so are 'Real-Madrid' and
 * 'Real Madrid', 'Città Nuova' and 'citta nuova'. Used by the fixture import and the player import
 * to find a team by name and by the playoff editor's match filter.
 */
export function teamNameKey(name: string): string {
  return looseKey(name);
}

export interface NamedRecord {
  id: number;
  name: string;
}

/**
 * Finds records by a name as typed: the exact spelling (spaces around it aside) first, then the
 * name under teamNameKey() when exactly one record has it. Two records equal under the rule ('AS
 * Roma' and 'A.S. Roma') are each found by their exact spelling only: a loose match never picks
 * one of them at random.
 */
export class NameIndex {
  private readonly exact = new Map<string, number>();
  private readonly loose = new Map<string, number | null>();

  constructor(records: readonly NamedRecord[]) {
    for (const { id, name } of records) {
      const trimmed = name.trim();
      if (!this.exact.has(trimmed)) this.exact.set(trimmed, id);
      const key = teamNameKey(name);
      if (key === '') continue;
      const known = this.loose.get(key);
      this.loose.set(key, known === undefined || known === id ? id : null);
    }
  }

  /** The record's id, or undefined when no record, or more than one, has the name. */
  find(name: string): number | undefined {
    const exact = this.exact.get(name.trim());
    if (exact !== undefined) return exact;
    return this.loose.get(teamNameKey(name)) ?? undefined;
  }
}

/** Whether a name contains what a filter asks for, under the same rule (an empty filter: yes). */
export function teamNameIncludes(name: string, filter: string): boolean {
  return teamNameKey(name).includes(teamNameKey(filter));
}
