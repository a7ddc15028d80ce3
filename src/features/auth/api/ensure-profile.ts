import type { Profile } from '@/features/auth/api/get-profile';
import { supabase } from '@/lib/supabase';

/**
 * Creates the signed-in user's missing profile. The server chooses the role (admin for the
 * first user when no admin exists, player otherwise); the client never sends one.
 */
export async function ensureProfile(): Promise<Profile> {
  const { data } = await supabase.rpc('ensure_profile').throwOnError();
  return data;
}
