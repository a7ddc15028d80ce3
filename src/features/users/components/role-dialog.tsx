import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import type { AdminUser } from '@/features/users/api/get-users';
import { useSetUserRole } from '@/features/users/api/set-user-role';
import { knownErrorKey, ROLES } from '@/features/users/utils/roles';
import { roleSchema, type RoleValues } from '@/features/users/utils/schema';
import { errorMessage } from '@/lib/errors';

interface RoleDialogProps {
  user: AdminUser;
  userName: string;
  teams: readonly { id: number; name: string }[];
}

export function RoleDialog({ user, userName, teams }: RoleDialogProps) {
  const { t } = useTranslation('users');
  const [open, setOpen] = useState(false);
  const form = useForm<RoleValues>({
    resolver: zodResolver(roleSchema),
    values: { role: user.role, teamId: user.team_id ? String(user.team_id) : '' },
  });
  const role = useWatch({ control: form.control, name: 'role' });
  const save = useSetUserRole({
    onSuccess: () => {
      toast.success(t('roleSaved', { name: userName }));
      setOpen(false);
    },
  });

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      {
        userId: user.id,
        role: values.role,
        teamId: values.role === 'captain' ? Number(values.teamId) : null,
      },
      {
        // The backend has the last word (self-demotion, last admin): say why, in the UI language.
        onError: (error) => {
          const message = errorMessage(error);
          form.setError('root.server', { message: knownErrorKey(message) ?? message });
        },
      },
    ),
  );
  const serverError = form.formState.errors.root?.server?.message;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (save.isPending) return;
        setOpen(next);
        if (!next) form.clearErrors();
      }}
    >
      <DialogTrigger asChild>
        {/* The name holds the visible "Change role" (WCAG 2.5.3), then whose. */}
        <Button variant="outline" size="sm" aria-label={t('changeRoleOf', { name: userName })}>
          {t('changeRole')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('changeRole')}</DialogTitle>
          <DialogDescription>{t('changeRoleDescription', { name: userName })}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <FormField
              control={form.control}
              name="role"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('fields.role')}</FormLabel>
                  <Select value={field.value} onValueChange={field.onChange}>
                    <FormControl>
                      <SelectTrigger>
                        <SelectValue />
                      </SelectTrigger>
                    </FormControl>
                    <SelectContent>
                      {ROLES.map((value) => (
                        <SelectItem key={value} value={value}>
                          {t(`roles.${value}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                  <FormMessage />
                </FormItem>
              )}
            />
            {role === 'captain' && (
              <FormField
                control={form.control}
                name="teamId"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('fields.team')}</FormLabel>
                    <Select value={field.value} onValueChange={field.onChange}>
                      <FormControl>
                        <SelectTrigger>
                          <SelectValue placeholder={t('fields.teamPlaceholder')} />
                        </SelectTrigger>
                      </FormControl>
                      <SelectContent>
                        {teams.map((team) => (
                          <SelectItem key={team.id} value={String(team.id)}>
                            {team.name}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                    <FormMessage />
                  </FormItem>
                )}
              />
            )}
            {serverError && <Alert variant="destructive">{t(serverError)}</Alert>}
            <DialogFooter>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending && <Spinner className="size-4 text-current" />}
                {t('common:actions.save')}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
