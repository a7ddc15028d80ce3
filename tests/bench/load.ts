import autocannon from 'autocannon';
import type { Stack } from '../../supabase/local/stack';
import type { StressTarget } from './database';

/** 50 connections for 10 s on the standings request through the gateway, on loopback only. */
export async function measureLoad(stack: Stack, t: StressTarget) {
  const url = `${stack.apiUrl}/rest/v1/rpc/standings?p_competition_id=${t.competitionId}&p_season_id=${t.seasonId}`;
  const result = await autocannon({
    url,
    connections: 50,
    duration: 10,
    headers: { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}` },
  });
  return {
    standings_rps: Math.round(result.requests.average),
    standings_p50_ms: result.latency.p50,
    standings_p99_ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}
