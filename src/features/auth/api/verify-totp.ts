import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mfaKeys } from '@/features/auth/api/mfa-factors';
import { supabase } from '@/lib/supabase';

/** Completes an enrolment with the first code from the app; the session becomes aal2. */
export async function verifyTotp({ factorId, code }: { factorId: string; code: string }) {
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
  if (error) throw error;
}

export function useVerifyTotp(onSuccess: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTotp,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: mfaKeys.lists() });
      onSuccess();
    },
  });
}
