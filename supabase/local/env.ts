import { resolve } from 'node:path';
import { DEFAULT_API_PORT, DEFAULT_DATA_DIR, DEFAULT_DB_PORT, type StackOptions } from './stack';

export const PROJECT_ROOT = resolve(import.meta.dirname, '..', '..');
/** Where the stack writes the app's configuration; tests point it elsewhere. */
export const ENV_LOCAL = process.env.CALCETTO_ENV_FILE
  ? resolve(process.env.CALCETTO_ENV_FILE)
  : resolve(PROJECT_ROOT, '.env.local');

function port(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535)
    throw new Error(`${name} must be a port number, got "${raw}"`);
  return value;
}

/** Stack options from the environment variables documented in .env.example. */
export function stackOptionsFromEnv(): StackOptions {
  return {
    apiPort: port('CALCETTO_API_PORT', DEFAULT_API_PORT),
    dbPort: port('CALCETTO_DB_PORT', DEFAULT_DB_PORT),
    dataDir: process.env.CALCETTO_DATA_DIR
      ? resolve(process.env.CALCETTO_DATA_DIR)
      : DEFAULT_DATA_DIR,
    siteUrl: process.env.CALCETTO_SITE_URL || 'http://localhost:5173',
  };
}
