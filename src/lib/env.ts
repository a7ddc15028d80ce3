/** The backend settings the app needs, read from Vite's `import.meta.env`. */
export interface SupabaseConfig {
  url: string;
  anonKey: string;
}

export interface ConfigProblem {
  variable: 'VITE_SUPABASE_URL' | 'VITE_SUPABASE_ANON_KEY';
  reason: 'missing' | 'invalid';
}

export type ConfigResult =
  { ok: true; config: SupabaseConfig } | { ok: false; problems: ConfigProblem[] };

type Env = Partial<Record<string, string | boolean | undefined>>;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Validates the settings, naming every variable that is missing or malformed. */
export function readSupabaseConfig(env: Env): ConfigResult {
  const url = typeof env.VITE_SUPABASE_URL === 'string' ? env.VITE_SUPABASE_URL.trim() : '';
  const anonKey =
    typeof env.VITE_SUPABASE_ANON_KEY === 'string' ? env.VITE_SUPABASE_ANON_KEY.trim() : '';
  const problems: ConfigProblem[] = [];
  if (!url) problems.push({ variable: 'VITE_SUPABASE_URL', reason: 'missing' });
  else if (!isHttpUrl(url)) problems.push({ variable: 'VITE_SUPABASE_URL', reason: 'invalid' });
  if (!anonKey) problems.push({ variable: 'VITE_SUPABASE_ANON_KEY', reason: 'missing' });
  // Anon keys are JWTs (three base64url parts); anything else is a copy-paste mistake.
  else if (!/^[\w-]+\.[\w-]+\.[\w-]*$/.test(anonKey))
    problems.push({ variable: 'VITE_SUPABASE_ANON_KEY', reason: 'invalid' });
  return problems.length ? { ok: false, problems } : { ok: true, config: { url, anonKey } };
}

export const supabaseConfig = readSupabaseConfig(import.meta.env);
