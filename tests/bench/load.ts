import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type autocannon from 'autocannon';
import type { Stack } from '../../supabase/local/stack';
import type { StressTarget } from './database';

/** autocannon's command-line entry (its package main). */
const autocannonCli = createRequire(import.meta.url).resolve('autocannon');

/**
 * Runs autocannon in its own Node process: in this process it would share the event loop with
 * the gateway it measures (the stack runs in-process) and load the gateway's own CPU time with
 * the generator's.
 */
function runAutocannon(args: string[]): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [autocannonCli, '--json', '--no-progress', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      // --json prints one JSON line (newline-delimited); take the last one that parses.
      const line = stdout
        .trim()
        .split('\n')
        .reverse()
        .find((l) => l.trim().startsWith('{'));
      if (code !== 0 || !line) {
        reject(
          new Error(`autocannon exited with ${String(code)}: ${stderr.trim() || stdout.trim()}`),
        );
        return;
      }
      resolve(JSON.parse(line) as autocannon.Result);
    });
  });
}

/** 50 connections for 10 s on the standings request through the gateway, on loopback only. */
export async function measureLoad(stack: Stack, t: StressTarget) {
  const url = `${stack.apiUrl}/rest/v1/rpc/standings?p_competition_id=${t.competitionId}&p_season_id=${t.seasonId}`;
  const result = await runAutocannon([
    '--connections',
    '50',
    '--duration',
    '10',
    '--headers',
    `apikey=${stack.anonKey}`,
    '--headers',
    `authorization=Bearer ${stack.anonKey}`,
    url,
  ]);
  return {
    standings_rps: Math.round(result.requests.average),
    standings_p50_ms: result.latency.p50,
    standings_p99_ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}
