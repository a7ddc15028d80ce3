import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

/** Changes the e-mail; true when the server waits for the user to confirm the new address. */
export async function updateEmail(email: string): Promise<boolean> {
  const { data, error } = await supabase.auth.updateUser({ email });
  if (error) throw error;
  return data.user.email !== email;
}

export function useUpdateEmail(onSuccess: (pendingConfirmation: boolean) => void) {
  return useMutation({ mutationFn: updateEmail, onSuccess });
}
