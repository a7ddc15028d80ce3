import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { DeferredTooltip } from '@/components/ui/deferred-tooltip';

interface ConfirmDeleteDialogProps {
  /**
   * Deletes the item. The dialog stays open (confirm disabled) until it settles and closes on
   * success; on failure it stays open, the error having been toasted by the query client.
   * Pass a mutation's `mutateAsync`.
   */
  onConfirm: () => Promise<unknown>;
  /** Names the item in the trigger's accessible label: 'Delete «Real Oratorio»'. */
  itemName: string;
  /** One more sentence, e.g. what is deleted with the item. */
  extra?: ReactNode;
  /** Replaces the default icon button. */
  trigger?: ReactNode;
}

/** 'Are you sure? This action cannot be undone' before deleting anything. */
export function ConfirmDeleteDialog({
  onConfirm,
  itemName,
  extra,
  trigger,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // Already shown as a toast by the mutation cache; keep the dialog for another try.
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      {trigger ? (
        <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      ) : (
        <DeferredTooltip label={t('actions.deleteNamed', { name: itemName })}>
          <AlertDialogTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('actions.deleteNamed', { name: itemName })}
              className="text-destructive hover:text-destructive"
            >
              <Trash2 />
            </Button>
          </AlertDialogTrigger>
        </DeferredTooltip>
      )}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('confirm.title')}</AlertDialogTitle>
          <AlertDialogDescription>
            {t('confirm.description')}
            {extra && <span className="mt-2 block">{extra}</span>}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t('actions.cancel')}</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction, which would close before the delete ends. */}
          <Button variant="destructive" disabled={pending} onClick={() => void confirm()}>
            {pending ? t('actions.deleting') : t('actions.delete')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
