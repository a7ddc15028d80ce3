import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { InputField } from '@/components/input-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { resetPassword } from '@/features/auth/api/reset-password';
import { translateAuthError } from '@/features/auth/utils/auth-errors';
import { forgotPasswordSchema, type ForgotPasswordValues } from '@/features/auth/utils/schemas';

export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    setServerError(null);
    try {
      await resetPassword(email);
      setSent(true);
    } catch (error) {
      setServerError(translateAuthError(error, t));
    }
  });
  if (sent) return <Alert variant="success">{t('forgot.sent')}</Alert>;
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <p className="text-sm text-muted-foreground">{t('forgot.intro')}</p>
        <InputField
          control={form.control}
          name="email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
        />
        {serverError && <Alert variant="destructive">{serverError}</Alert>}
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting && <Spinner className="size-4 text-current" />}
          {t('forgot.submit')}
        </Button>
      </form>
    </Form>
  );
}
