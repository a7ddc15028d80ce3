import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../../src/types/database';
import type { StackEnv } from './stack-env';

export type { StackEnv };

/** URLs and keys of the stack the global setup started for this run. */
export function stackEnv(): StackEnv {
  return inject('stack');
}

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
};

export function anonClient(): SupabaseClient<Database> {
  const { url, anonKey } = stackEnv();
  return createClient<Database>(url, anonKey, clientOptions);
}

export function serviceClient(): SupabaseClient<Database> {
  const { url, serviceKey } = stackEnv();
  return createClient<Database>(url, serviceKey, clientOptions);
}

let emailCounter = 0;
/** A unique address per call, so tests never collide with each other or with the seed. */
export function uniqueEmail(prefix = 'user'): string {
  emailCounter += 1;
  return `${prefix}-${Date.now().toString(36)}-${emailCounter}@test.calcetto.local`;
}

/** Signs up a new user and returns a client carrying their session. */
export async function signedInClient(
  email = uniqueEmail(),
  password = 'secret-password',
  metadata: Record<string, unknown> = {},
): Promise<{ client: SupabaseClient<Database>; userId: string; email: string; password: string }> {
  const client = anonClient();
  const { data, error } = await client.auth.signUp({
    email,
    password,
    options: { data: metadata },
  });
  if (error || !data.user || !data.session)
    throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
  return { client, userId: data.user.id, email, password };
}

/** The seeded demo accounts' password (supabase/seed.sql). */
export const DEMO_PASSWORD = 'calcetto-demo';

/** A client signed in as one of the seeded demo accounts (admin@, editor@, captain@, player@). */
export async function demoClient(email: string): Promise<SupabaseClient<Database>> {
  const client = anonClient();
  const { error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error) throw new Error(`${email}: ${error.message}`);
  return client;
}

/** Superuser SQL, for arranging state that no API role may create. */
export async function sql<R extends pg.QueryResultRow = pg.QueryResultRow>(
  text: string,
  params: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: stackEnv().dbUrl });
  await client.connect();
  try {
    return await client.query<R>(text, params);
  } finally {
    await client.end();
  }
}

/** A signed-out read of the REST API (`teams?select=id&limit=1`), as a visitor's browser makes it. */
export async function publicRead<T>(query: string): Promise<T> {
  const { url, anonKey } = stackEnv();
  const response = await fetch(`${url}/rest/v1/${query}`, { headers: { apikey: anonKey } });
  if (response.status !== 200) throw new Error(`${query}: ${response.status}`);
  return (await response.json()) as T;
}
