import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { MfaStep } from '@/features/auth/components/mfa-step';
import type { LoginRedirectState } from '@/features/auth/components/require-auth';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { useAuth } from '@/features/auth/hooks/use-auth';

function returnPath(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  if (!from || from.pathname === '/login') return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** Sign in / sign up / forgot password, then the second factor when one is required. */
export function LoginPanel() {
  const { t } = useTranslation('auth');
  const { status, mfaRequired } = useAuth();
  const location = useLocation();

  if (status === 'loading') return <PageSpinner />;
  if (status === 'signed-in' && !mfaRequired) {
    return <Navigate to={returnPath(location.state)} replace />;
  }
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <CardTitle className="text-2xl">{t(mfaRequired ? 'mfa.title' : 'title')}</CardTitle>
        <CardDescription>{t(mfaRequired ? 'mfa.description' : 'description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {mfaRequired ? (
          <MfaStep />
        ) : (
          <Tabs defaultValue="sign-in">
            <TabsList className="grid w-full grid-cols-3">
              <TabsTrigger value="sign-in">{t('tabs.signIn')}</TabsTrigger>
              <TabsTrigger value="sign-up">{t('tabs.signUp')}</TabsTrigger>
              <TabsTrigger value="forgot">{t('tabs.forgot')}</TabsTrigger>
            </TabsList>
            <TabsContent value="sign-in">
              <SignInForm />
            </TabsContent>
            <TabsContent value="sign-up">
              <SignUpForm />
            </TabsContent>
            <TabsContent value="forgot">
              <ForgotPasswordForm />
            </TabsContent>
          </Tabs>
        )}
      </CardContent>
    </Card>
  );
}
