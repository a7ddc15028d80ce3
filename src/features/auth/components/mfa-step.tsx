import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { InputField } from '@/components/input-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { verifyMfaSignIn } from '@/features/auth/api/verify-mfa';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { translateAuthError } from '@/features/auth/utils/auth-errors';
import { totpCodeSchema, type TotpCodeValues } from '@/features/auth/utils/schemas';

/** Second sign-in step for users with a verified authenticator app. */
export function MfaStep() {
  const { t } = useTranslation('auth');
  const { signOut } = useAuth();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<TotpCodeValues>({
    resolver: zodResolver(totpCodeSchema),
    defaultValues: { code: '' },
  });
  const onSubmit = form.handleSubmit(async ({ code }) => {
    setServerError(null);
    try {
      await verifyMfaSignIn(code);
    } catch (error) {
      setServerError(translateAuthError(error, t));
    }
  });
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="flex items-start gap-3 text-sm text-muted-foreground">
          <ShieldCheck className="size-5 shrink-0 text-foreground" aria-hidden />
          <p>{t('mfa.intro')}</p>
        </div>
        <InputField
          control={form.control}
          name="code"
          label={t('mfa.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
        />
        {serverError && <Alert variant="destructive">{serverError}</Alert>}
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting && <Spinner className="size-4 text-current" />}
          {t('mfa.submit')}
        </Button>
        <Button type="button" variant="ghost" onClick={() => void signOut()}>
          {t('mfa.cancel')}
        </Button>
      </form>
    </Form>
  );
}
