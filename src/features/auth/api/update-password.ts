import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

export async function updatePassword(password: string): Promise<void> {
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw error;
}

export function useUpdatePassword(onSuccess: () => void) {
  return useMutation({ mutationFn: updatePassword, onSuccess });
}
