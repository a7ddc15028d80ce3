import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type pg from 'pg';

export interface StressTarget {
  competitionId: number;
  seasonId: number;
  playerId: number;
  teamId: number;
  counts: { teams: number; matches: number; goals: number };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Loads supabase/stress-seed.sql and finds the competition-season it filled. */
export async function loadStressSeed(client: pg.Client, root: string): Promise<StressTarget> {
  const file = join(root, 'supabase', 'stress-seed.sql');
  if (!existsSync(file)) throw new Error('supabase/stress-seed.sql is missing');
  await client.query(await readFile(file, 'utf8'));
  await client.query('analyze');
  const { rows } = await client.query<{ competition_id: string; season_id: string; n: string }>(
    `select competition_id, season_id, count(*) n from public.matches group by 1, 2 order by n desc limit 1`,
  );
  const target = rows[0];
  const scorer = await client.query<{ player_id: string; team_id: string }>(
    `select g.player_id, g.team_id from public.goals g join public.matches m on m.id = g.match_id
     where m.competition_id = $1 and m.season_id = $2 and g.player_id is not null limit 1`,
    [target.competition_id, target.season_id],
  );
  const counts = await client.query<{ teams: string; matches: string; goals: string }>(
    `select (select count(distinct t) from public.matches m, unnest(array[m.home_team_id, m.away_team_id]) t
             where m.competition_id = $1 and m.season_id = $2) teams,
            (select count(*) from public.matches where competition_id = $1 and season_id = $2) matches,
            (select count(*) from public.goals g join public.matches m on m.id = g.match_id
             where m.competition_id = $1 and m.season_id = $2) goals`,
    [target.competition_id, target.season_id],
  );
  return {
    competitionId: Number(target.competition_id),
    seasonId: Number(target.season_id),
    playerId: Number(scorer.rows[0].player_id),
    teamId: Number(scorer.rows[0].team_id),
    counts: {
      teams: Number(counts.rows[0].teams),
      matches: Number(counts.rows[0].matches),
      goals: Number(counts.rows[0].goals),
    },
  };
}

/**
 * Server-side execution time of each statistics query as a visitor runs it (role anon, so RLS
 * applies), from EXPLAIN ANALYZE, median of 20 after warm-up.
 */
export async function measureDatabase(client: pg.Client, t: StressTarget, runs = 20) {
  const queries: Record<string, string> = {
    standings_ms: `select * from public.standings(${t.competitionId}, ${t.seasonId})`,
    top_scorers_ms: `select * from public.top_scorers(${t.competitionId}, ${t.seasonId})`,
    player_stats_ms: `select * from public.player_stats(${t.playerId})`,
    team_stats_ms: `select * from public.team_season_stats(${t.teamId}, ${t.competitionId}, ${t.seasonId})`,
  };
  const out: Record<string, number | null> = {};
  for (const [name, query] of Object.entries(queries)) {
    const times: number[] = [];
    try {
      for (let i = 0; i < runs + 3; i++) {
        await client.query('begin');
        await client.query('set local role anon');
        const { rows } = await client.query<{
          'QUERY PLAN': [{ 'Execution Time': number; 'Planning Time': number }];
        }>(`explain (analyze, format json) ${query}`);
        await client.query('rollback');
        const plan = rows[0]['QUERY PLAN'][0];
        if (i >= 3) times.push(plan['Execution Time'] + plan['Planning Time']);
      }
      out[name] = Math.round(median(times) * 100) / 100;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      console.warn(`  ${name}: ${(error as Error).message}`);
      out[name] = null;
    }
  }
  return out;
}
