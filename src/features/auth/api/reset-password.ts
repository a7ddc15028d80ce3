import { supabase } from '@/lib/supabase';

/** Sends the recovery e-mail; its link signs the user in on /profile to set a new password. */
export async function resetPassword(email: string): Promise<void> {
  const { error } = await supabase.auth.resetPasswordForEmail(email, {
    redirectTo: `${window.location.origin}/profile`,
  });
  if (error) throw error;
}
