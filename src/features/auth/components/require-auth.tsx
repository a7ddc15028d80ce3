import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** What /login reads to send the user back where they came from. */
export interface LoginRedirectState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** Lets signed-in users through; others go to /login, which returns them here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, mfaRequired } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'signed-out' || mfaRequired) {
    const state: LoginRedirectState = { from: location };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}
