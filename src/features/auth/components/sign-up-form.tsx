import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { InputField } from '@/components/input-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { signUp } from '@/features/auth/api/sign-up';
import { translateAuthError } from '@/features/auth/utils/auth-errors';
import { signUpSchema, type SignUpValues } from '@/features/auth/utils/schemas';

export function SignUpForm() {
  const { t } = useTranslation('auth');
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirmEmail, setConfirmEmail] = useState(false);
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const signedIn = await signUp(values);
      // Signed in at once: the login page redirects by itself. Otherwise a link was e-mailed.
      setConfirmEmail(!signedIn);
    } catch (error) {
      setServerError(translateAuthError(error, t));
    }
  });
  if (confirmEmail) return <Alert variant="success">{t('signUp.checkEmail')}</Alert>;
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            control={form.control}
            name="firstName"
            label={t('fields.firstName')}
            autoComplete="given-name"
          />
          <InputField
            control={form.control}
            name="lastName"
            label={t('fields.lastName')}
            autoComplete="family-name"
          />
        </div>
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
          autoComplete="new-password"
        />
        {serverError && <Alert variant="destructive">{serverError}</Alert>}
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting && <Spinner className="size-4 text-current" />}
          {t('signUp.submit')}
        </Button>
      </form>
    </Form>
  );
}
