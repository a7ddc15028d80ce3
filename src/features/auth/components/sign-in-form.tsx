import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { InputField } from '@/components/input-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { signIn } from '@/features/auth/api/sign-in';
import { translateAuthError } from '@/features/auth/utils/auth-errors';
import { signInSchema, type SignInValues } from '@/features/auth/utils/schemas';

export function SignInForm() {
  const { t } = useTranslation('auth');
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await signIn(values);
    } catch (error) {
      setServerError(translateAuthError(error, t));
    }
  });
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <InputField
          control={form.control}
          name="email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
        />
        <InputField
          control={form.control}
          name="password"
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
        />
        {serverError && <Alert variant="destructive">{serverError}</Alert>}
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting && <Spinner className="size-4 text-current" />}
          {t('signIn.submit')}
        </Button>
      </form>
    </Form>
  );
}
