import { supabase } from '@/lib/supabase';
import type { SignUpValues } from '@/features/auth/utils/schemas';

/** Registers the user; true when a session started at once (no e-mail confirmation needed). */
export async function signUp({
  firstName,
  lastName,
  email,
  password,
}: SignUpValues): Promise<boolean> {
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    options: {
      data: { first_name: firstName, last_name: lastName },
      emailRedirectTo: window.location.origin,
    },
  });
  if (error) throw error;
  return data.session !== null;
}
