import { supabase } from '@/lib/supabase';

/** Raises the session to aal2 with a code from the user's first verified TOTP factor. */
export async function verifyMfaSignIn(code: string): Promise<void> {
  const { data: factors, error: listError } = await supabase.auth.mfa.listFactors();
  if (listError) throw listError;
  const factor = factors.totp.find((f) => f.status === 'verified');
  if (!factor) throw new Error('No verified authenticator app');
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
  if (error) throw error;
}
