import { supabase } from '@/lib/supabase';
import type { SignInValues } from '@/features/auth/utils/schemas';

/** Password sign-in; the AuthProvider picks the new session up from the auth event. */
export async function signIn({ email, password }: SignInValues): Promise<void> {
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
}
