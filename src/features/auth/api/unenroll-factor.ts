import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mfaKeys } from '@/features/auth/api/mfa-factors';
import { supabase } from '@/lib/supabase';

export async function unenrollFactor(factorId: string) {
  const { error } = await supabase.auth.mfa.unenroll({ factorId });
  if (error) throw error;
}

export function useUnenrollFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unenrollFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaKeys.lists() }),
  });
}
