import { errorCode, NO_ROWS } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

export type Profile = Database['public']['Tables']['profiles']['Row'];

/** The user's profile row, or null when it does not exist yet (PGRST116). */
export async function getProfile(userId: string): Promise<Profile | null> {
  const { data, error } = await supabase.from('profiles').select('*').eq('id', userId).single();
  if (errorCode(error) === NO_ROWS) return null;
  if (error) throw error;
  return data;
}
