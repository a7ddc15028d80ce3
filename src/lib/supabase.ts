import { createClient } from '@supabase/supabase-js';
import { supabaseConfig } from '@/lib/env';
import type { Database } from '@/types/database';

// With a missing or malformed configuration the app renders the configuration page instead of
// anything that talks to the backend (src/main.tsx). The client is still created, on a
// harmless placeholder, so that importing this module can never throw and blank the screen.
const { url, anonKey } = supabaseConfig.ok
  ? supabaseConfig.config
  : { url: 'http://localhost', anonKey: 'not-configured' };

export const supabase = createClient<Database>(url, anonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
});
