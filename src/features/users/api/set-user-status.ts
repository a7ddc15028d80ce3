import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

export type UserStatus = Database['public']['Enums']['user_status'];

/** Block or unblock; a blocked user keeps public reads but every write is refused. */
export async function setUserStatus({ userId, status }: { userId: string; status: UserStatus }) {
  const { data } = await supabase
    .rpc('admin_set_user_status', { p_user_id: userId, p_status: status })
    .throwOnError();
  return data;
}

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserStatus,
    onSuccess: () => invalidateChanges(queryClient, 'setUserStatus'),
  });
}
