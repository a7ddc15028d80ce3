import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
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
import type { AdminUser } from '@/features/users/api/get-users';
import { useSetUserStatus } from '@/features/users/api/set-user-status';

/** Block (after a confirmation that says what it means) or unblock a user. */
export function StatusButton({ user, userName }: { user: AdminUser; userName: string }) {
  const { t } = useTranslation('users');
  const [open, setOpen] = useState(false);
  const setStatus = useSetUserStatus();
  const blocked = user.status === 'blocked';

  if (blocked) {
    return (
      <Button
        variant="outline"
        size="sm"
        disabled={setStatus.isPending}
        aria-label={t('unblockUser', { name: userName })}
        onClick={() =>
          setStatus.mutate(
            { userId: user.id, status: 'active' },
            { onSuccess: () => toast.success(t('unblocked', { name: userName })) },
          )
        }
      >
        {t('unblock')}
      </Button>
    );
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !setStatus.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          // The dark theme's destructive red is a fill colour: as small text on the page's
          // background it stays under 4.5:1, so the text takes a lighter red there.
          className="text-destructive hover:text-destructive dark:text-red-400 dark:hover:text-red-400"
          aria-label={t('blockUser', { name: userName })}
        >
          {t('block')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('blockTitle', { name: userName })}</AlertDialogTitle>
          <AlertDialogDescription>{t('blockDescription')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={setStatus.isPending}>
            {t('common:actions.cancel')}
          </AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={setStatus.isPending}
            onClick={() =>
              setStatus.mutate(
                { userId: user.id, status: 'blocked' },
                {
                  onSuccess: () => {
                    toast.success(t('blocked', { name: userName }));
                    setOpen(false);
                  },
                },
              )
            }
          >
            {t('block')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
