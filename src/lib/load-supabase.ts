import type { supabase as SupabaseClient } from '@/lib/supabase';

let loading: Promise<typeof SupabaseClient> | undefined;

/**
 * The Supabase client for code that runs before any page: the app shell (auth state, theme,
 * navigation). Importing `@/lib/supabase` statically there would put supabase-js (~35 KB gzip)
 * in the first page's JavaScript, ahead of the page chunk; through this dynamic import it
 * downloads in parallel with the page chunk and the translations instead (src/main.tsx starts
 * it at once). Pages and features keep importing `supabase` from '@/lib/supabase': they are lazy
 * chunks already, and both ways give the same client instance.
 */
export function loadSupabase(): Promise<typeof SupabaseClient> {
  loading ??= import('@/lib/supabase').then((module) => module.supabase);
  return loading;
}
