import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateChanges } from '@/entities/changes';
import { commentKeys } from '@/entities/comment/comment-keys';
import { homepageKeys } from '@/entities/home-widgets/home-widget-keys';
import { matchKeys } from '@/entities/match/match-keys';
import { playerKeys } from '@/entities/player/player-keys';
import { seasonKeys } from '@/entities/season/season-keys';
import { standingKeys } from '@/entities/standings/standing-keys';
import { statisticKeys } from '@/entities/statistics/statistic-keys';
import { teamKeys } from '@/entities/team/team-keys';
import { fixtureKeys } from '@/features/matches/admin/api/fixture-keys';
import { adminSponsorKeys } from '@/features/teams/admin/api/sponsor-keys';
import { adminTeamKeys } from '@/features/teams/admin/api/team-keys';
import { lookupKeys } from '@/lib/lookups';
import { clientWith, stale } from '@/test/query-cache';

/**
 * The admin screens' keys live in their features; a save made there must reach the public
 * pages' keys, which live in the entities (src/entities/changes.ts).
 */

describe('an admin save', () => {
  it('reaches the public and the admin shapes of a saved team, and leaves other objects', async () => {
    const client = clientWith([
      teamKeys.list(),
      teamKeys.detail(7),
      adminTeamKeys.list({ search: '', page: 1 }),
      adminTeamKeys.detail(7),
      standingKeys.table({ competitionId: 1, seasonId: 2 }),
      lookupKeys.teams(),
      seasonKeys.list(),
      commentKeys.list(3),
    ]);
    await invalidateChanges(client, 'saveTeam');
    expect(stale(client, teamKeys.list())).toBe(true);
    expect(stale(client, teamKeys.detail(7))).toBe(true);
    expect(stale(client, adminTeamKeys.list({ search: '', page: 1 }))).toBe(true);
    expect(stale(client, adminTeamKeys.detail(7))).toBe(true);
    expect(stale(client, standingKeys.table({ competitionId: 1, seasonId: 2 }))).toBe(true);
    expect(stale(client, lookupKeys.teams())).toBe(true);
    expect(stale(client, seasonKeys.list())).toBe(false);
    expect(stale(client, commentKeys.list(3))).toBe(false);
  });

  it('reaches everything a result shows in, public and admin', async () => {
    const filters = { competitionId: 1, seasonId: 2 };
    const keys: QueryKey[] = [
      fixtureKeys.detail(5),
      matchKeys.detail(5),
      matchKeys.list({ ...filters, tab: 'completed', teamId: null }),
      standingKeys.table(filters),
      statisticKeys.topScorersList(filters),
      playerKeys.stats(101),
      teamKeys.seasonStats(7),
      homepageKeys.widget('league_table', {}),
    ];
    const client = clientWith(keys);
    await invalidateChanges(client, 'saveResult');
    for (const key of keys) expect(stale(client, key)).toBe(true);
  });

  it("reaches a saved sponsor's admin shapes and the team pages that show it", async () => {
    const client = clientWith([
      adminSponsorKeys.list({ search: '', page: 1 }),
      adminSponsorKeys.detail(4),
      teamKeys.detail(7),
      playerKeys.detail(101),
    ]);
    await invalidateChanges(client, 'saveSponsor');
    expect(stale(client, adminSponsorKeys.list({ search: '', page: 1 }))).toBe(true);
    expect(stale(client, adminSponsorKeys.detail(4))).toBe(true);
    expect(stale(client, teamKeys.detail(7))).toBe(true);
    expect(stale(client, playerKeys.detail(101))).toBe(false);
  });
});
