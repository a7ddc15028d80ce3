import type { Stack } from '../../supabase/local/stack';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The same PostgREST request straight to PostgREST and through the gateway, interleaved so both
 * see the same machine load; keep-alive on both sides, as browsers use it.
 */
export async function measureGateway(stack: Stack, rounds = 400) {
  const path = '/competitions?select=id,name,slug,level&order=level';
  const headers = { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}` };
  const direct: number[] = [];
  const gateway: number[] = [];
  const time = async (url: string, into: number[]) => {
    const start = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    into.push(performance.now() - start);
  };
  for (let i = 0; i < 30; i++) {
    await time(`${stack.postgrestUrl}${path}`, []);
    await time(`${stack.apiUrl}/rest/v1${path}`, []);
  }
  for (let i = 0; i < rounds; i++) {
    await time(`${stack.postgrestUrl}${path}`, direct);
    await time(`${stack.apiUrl}/rest/v1${path}`, gateway);
  }
  const d = median(direct);
  const g = median(gateway);
  return {
    rounds,
    direct_median_ms: Math.round(d * 1000) / 1000,
    gateway_median_ms: Math.round(g * 1000) / 1000,
    overhead_median_ms: Math.round((g - d) * 1000) / 1000,
  };
}
