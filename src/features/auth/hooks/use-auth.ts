import type { Session, User } from '@supabase/supabase-js';
import { createContext, useContext } from 'react';
import type { Profile } from '@/features/auth/api/get-profile';
import type { Role } from '@/features/auth/utils/permissions';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthState {
  status: AuthStatus;
  session: Session | null;
  user: User | null;
  profile: Profile | null;
  role: Role | null;
  /** Signed in with a password but a verified second factor still has to be entered (aal1 → aal2). */
  mfaRequired: boolean;
}

export interface AuthContextValue extends AuthState {
  hasPermission: (roles: readonly Role[]) => boolean;
  /** Reloads the profile row, e.g. after the profile page saved it. */
  refreshProfile: () => Promise<void>;
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
