import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

export interface ProfileNames {
  userId: string;
  firstName: string;
  lastName: string;
}

/** Saves the names on the profile row and mirrors them into the auth user's metadata. */
export async function updateProfileNames({ userId, firstName, lastName }: ProfileNames) {
  await supabase
    .from('profiles')
    .update({ first_name: firstName, last_name: lastName })
    .eq('id', userId)
    .throwOnError();
  const { error } = await supabase.auth.updateUser({
    data: { first_name: firstName, last_name: lastName },
  });
  if (error) throw error;
}

export function useUpdateProfileNames(onSuccess: () => void) {
  return useMutation({ mutationFn: updateProfileNames, onSuccess });
}
