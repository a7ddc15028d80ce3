import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changes, invalidateChanges, roots, type Root } from '@/entities/changes';
import { seasonKeys } from '@/entities/season/season-keys';
import { lookupKeys } from '@/lib/lookups';
import { clientWith, stale } from '@/test/query-cache';

/** The rows of the markdown table under `heading`: first cell's name, second cell's names. */
function documentedTable(heading: string): Record<string, string[]> {
  const doc = readFileSync(resolve(process.cwd(), 'docs/decisions-entities.md'), 'utf8');
  const section = doc.split(`## ${heading}\n`)[1]?.split('\n## ')[0] ?? '';
  const rows: Record<string, string[]> = {};
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const name = /^`([^`]+)`$/.exec(cells[1] ?? '')?.[1];
    if (!name) continue;
    rows[name] = [...(cells[2] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
  }
  return rows;
}

describe('what each write changes', () => {
  it('is the table docs/decisions-entities.md shows', () => {
    const documented = documentedTable('What each write changes');
    expect(documented).toEqual(
      Object.fromEntries(Object.entries(changes).map(([write, list]) => [write, [...list]])),
    );
  });

  it('names only roots the docs list, each once', () => {
    const documentedRoots = [
      ...Object.keys(documentedTable('One root per domain object')),
      ...Object.keys(documentedTable('Derived data')),
    ];
    expect(documentedRoots.sort()).toEqual(Object.keys(roots).sort());
    for (const list of Object.values(changes)) expect(new Set(list).size).toBe(list.length);
  });

  it('gives every root a key no other root starts with', () => {
    const keys = Object.values(roots);
    for (const key of keys)
      for (const other of keys)
        if (key !== other) expect(other.slice(0, key.length)).not.toEqual([...key]);
  });
});

describe('invalidateChanges', () => {
  it('offers a new season to the public pickers', async () => {
    const client = clientWith([seasonKeys.list(), lookupKeys.seasons()]);
    await invalidateChanges(client, 'saveSeason');
    expect(stale(client, seasonKeys.list())).toBe(true);
    expect(stale(client, lookupKeys.seasons())).toBe(true);
  });

  it('changes only what its table row names', async () => {
    const client = clientWith(Object.values(roots).map((key) => [...key, 'probe']));
    await invalidateChanges(client, 'saveSponsor');
    const reached = (Object.keys(roots) as Root[]).filter((root) =>
      stale(client, [...roots[root], 'probe']),
    );
    expect(reached.sort()).toEqual([...changes.saveSponsor].sort());
  });
});
