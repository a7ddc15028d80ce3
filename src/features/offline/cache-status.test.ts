import { describe, expect, it } from 'vitest';
import { statusFromReport } from '@/features/offline/cache-status';

const NOW = 1_000_000;

describe('statusFromReport', () => {
  it('says nothing about data from the network, unless the network has gone', () => {
    expect(statusFromReport({ state: 'network' }, true, NOW)).toEqual({
      status: { kind: 'live' },
      refetch: false,
    });
    expect(statusFromReport({ state: 'network' }, false, NOW).status).toEqual({
      kind: 'offline',
      updatedAt: null,
      checkedAt: NOW,
    });
  });

  it('is updating while the copies on screen are being refreshed', () => {
    expect(statusFromReport({ state: 'refreshing', cachedAt: 1 }, true, NOW)).toEqual({
      status: { kind: 'updating' },
      refetch: false,
    });
  });

  it('fetches the page again when a refresh stored newer data', () => {
    expect(statusFromReport({ state: 'fresh', cachedAt: 1, changed: true }, true, NOW)).toEqual({
      status: { kind: 'updating' },
      refetch: true,
    });
    expect(statusFromReport({ state: 'fresh', cachedAt: 1, changed: false }, true, NOW)).toEqual({
      status: { kind: 'live' },
      refetch: false,
    });
  });

  it('is offline, with the time of the copy, when its refresh failed or the browser is offline', () => {
    const offline = { kind: 'offline', updatedAt: 42, checkedAt: NOW };
    expect(statusFromReport({ state: 'offline', cachedAt: 42 }, true, NOW).status).toEqual(offline);
    expect(
      statusFromReport({ state: 'fresh', cachedAt: 42, changed: false }, false, NOW).status,
    ).toEqual(offline);
  });
});
