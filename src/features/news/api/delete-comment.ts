import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChanges } from '@/entities/changes';
import { i18n } from '@/lib/i18n';
import { supabase } from '@/lib/supabase';

/**
 * Deletes a comment. Row-level security turns a forbidden delete into "0 rows deleted" rather
 * than an error, so the deleted rows are read back and an empty answer is reported as a refusal.
 */
export async function deleteComment(id: number) {
  const { data } = await supabase
    .from('comments')
    .delete()
    .eq('id', id)
    .select('id')
    .throwOnError();
  if (!data.length) throw new Error(i18n.t('news:comments.deleteRefused'));
}

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () => invalidateChanges(queryClient, 'deleteComment'),
  });
}
