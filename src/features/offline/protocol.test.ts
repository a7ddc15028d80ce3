import { describe, expect, it } from 'vitest';
import { settledReport } from '@/features/offline/protocol';

describe('settledReport', () => {
  it('says network when nothing came from the cache', () => {
    expect(settledReport([])).toEqual({ state: 'network' });
  });

  it('gives the oldest copy, offline when a refresh failed', () => {
    expect(
      settledReport([
        { cachedAt: 2000, refresh: 'same' },
        { cachedAt: 1000, refresh: 'failed' },
      ]),
    ).toEqual({ state: 'offline', cachedAt: 1000 });
  });

  it('is fresh, and changed when a refresh brought other data', () => {
    expect(settledReport([{ cachedAt: 5, refresh: null }])).toEqual({
      state: 'fresh',
      cachedAt: 5,
      changed: false,
    });
    expect(
      settledReport([
        { cachedAt: 5, refresh: 'same' },
        { cachedAt: 7, refresh: 'changed' },
      ]),
    ).toEqual({ state: 'fresh', cachedAt: 5, changed: true });
  });
});
