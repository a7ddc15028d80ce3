import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';

/**
 * The end of an admin form's submit, once its values are valid: waits for the save, then says so
 * (`toast.updated` when `editing`, else `toast.created`, from the form's `namespace`) and goes
 * back to the list at `listPath`. A failed save does neither: the query client has toasted the
 * server's message, and the form stays with what was typed.
 */
export function useSaveAndReturn(namespace: string, listPath: string) {
  const { t } = useTranslation(namespace);
  const navigate = useNavigate();
  return useCallback(
    async (saving: Promise<unknown>, { editing }: { editing: boolean }) => {
      try {
        await saving;
      } catch {
        return;
      }
      toast.success(editing ? t('toast.updated') : t('toast.created'));
      navigate(listPath);
    },
    [t, navigate, listPath],
  );
}
