import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import type { Role } from '@/features/users/utils/roles';
import { supabase } from '@/lib/supabase';

export interface SetUserRoleInput {
  userId: string;
  role: Role;
  /** Required for captains, ignored (cleared) for other roles. */
  teamId: number | null;
}

/** Through the RPC, which refuses self-demotion, the last admin and a captain without a team. */
export async function setUserRole({ userId, role, teamId }: SetUserRoleInput) {
  const { data } = await supabase
    .rpc('admin_set_user_role', {
      p_user_id: userId,
      p_role: role,
      ...(role === 'captain' && teamId !== null ? { p_team_id: teamId } : {}),
    })
    .throwOnError();
  return data;
}

export function useSetUserRole({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserRole,
    onSuccess: async () => {
      await invalidateChanges(queryClient, 'setUserRole');
      onSuccess?.();
    },
  });
}
