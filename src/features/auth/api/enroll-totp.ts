import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mfaKeys } from '@/features/auth/api/mfa-factors';
import { supabase } from '@/lib/supabase';

/** Starts enrolling an authenticator app; the factor stays unverified until a code is checked. */
export async function enrollTotp() {
  const { data, error } = await supabase.auth.mfa.enroll({
    factorType: 'totp',
    // Names must be unique per user; a timestamp keeps re-enrolling after a cancel possible.
    friendlyName: `Authenticator ${new Date().toISOString().slice(0, 16).replace('T', ' ')}`,
  });
  if (error) throw error;
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

export type TotpEnrollment = Awaited<ReturnType<typeof enrollTotp>>;

export function useEnrollTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrollTotp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaKeys.lists() }),
  });
}
