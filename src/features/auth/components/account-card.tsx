import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { InputField } from '@/components/input-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { Separator } from '@/components/ui/separator';
import { Spinner } from '@/components/ui/spinner';
import { useUpdateEmail } from '@/features/auth/api/update-email';
import { useUpdatePassword } from '@/features/auth/api/update-password';
import { useAuth } from '@/features/auth/hooks/use-auth';
import {
  emailSchema,
  newPasswordSchema,
  type EmailValues,
  type NewPasswordValues,
} from '@/features/auth/utils/schemas';

/** E-mail address and password of the auth account. */
export function AccountCard() {
  const { t } = useTranslation(['profile', 'auth']);
  const { user } = useAuth();

  const emailForm = useForm<EmailValues>({
    resolver: zodResolver(emailSchema),
    values: { email: user?.email ?? '' },
  });
  const updateEmail = useUpdateEmail((pending) =>
    toast.success(t(pending ? 'email.confirm' : 'email.saved')),
  );

  const passwordForm = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '' },
  });
  const updatePassword = useUpdatePassword(() => {
    passwordForm.reset();
    toast.success(t('password.saved'));
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('account.title')}</CardTitle>
        <CardDescription>{t('account.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <Form {...emailForm}>
          <form
            onSubmit={emailForm.handleSubmit(({ email }) => updateEmail.mutate(email))}
            noValidate
            className="grid gap-4"
          >
            <InputField
              control={emailForm.control}
              name="email"
              label={t('auth:fields.email')}
              type="email"
              autoComplete="email"
            />
            <Button type="submit" className="justify-self-start" disabled={updateEmail.isPending}>
              {updateEmail.isPending && <Spinner className="size-4 text-current" />}
              {t('email.submit')}
            </Button>
          </form>
        </Form>
        <Separator />
        <Form {...passwordForm}>
          <form
            onSubmit={passwordForm.handleSubmit(({ password }) => updatePassword.mutate(password))}
            noValidate
            className="grid gap-4"
          >
            <InputField
              control={passwordForm.control}
              name="password"
              label={t('password.label')}
              type="password"
              autoComplete="new-password"
            />
            <Button
              type="submit"
              className="justify-self-start"
              disabled={updatePassword.isPending}
            >
              {updatePassword.isPending && <Spinner className="size-4 text-current" />}
              {t('password.submit')}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
