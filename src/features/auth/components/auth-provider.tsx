import type { Session } from '@supabase/supabase-js';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Profile } from '@/features/auth/api/get-profile';
import { AuthContext, type AuthContextValue, type AuthState } from '@/features/auth/hooks/use-auth';
import { roleHasPermission, toRole, type Role } from '@/features/auth/utils/permissions';
import { i18n } from '@/lib/i18n';
import { loadSupabase } from '@/lib/load-supabase';
import { toast } from '@/lib/toast';

const LOADING: AuthState = {
  status: 'loading',
  session: null,
  user: null,
  profile: null,
  role: null,
  mfaRequired: false,
};
const SIGNED_OUT: AuthState = { ...LOADING, status: 'signed-out' };

/** Reads the profile, creating it on first sign-in. Failures are logged, never shown (spec §8). */
async function loadProfile(userId: string): Promise<Profile | null> {
  // Imported here, not at the top: the provider is part of the first page's JavaScript, and
  // these modules bring supabase-js with them (see src/lib/load-supabase.ts).
  const [{ getProfile }, { ensureProfile }] = await Promise.all([
    import('@/features/auth/api/get-profile'),
    import('@/features/auth/api/ensure-profile'),
  ]);
  let profile: Profile | null;
  try {
    profile = await getProfile(userId);
  } catch (error) {
    console.error('Could not load the profile', error);
    return null;
  }
  if (profile) return profile;
  try {
    return await ensureProfile();
  } catch (error) {
    console.error('Could not create the profile', error);
    return null;
  }
}

async function needsSecondFactor(): Promise<boolean> {
  try {
    const supabase = await loadSupabase();
    const { data, error } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    if (error) throw error;
    return data.nextLevel === 'aal2' && data.currentLevel !== 'aal2';
  } catch (error) {
    // A malformed token also makes every API call fail, which signs the user out; until then
    // no second step is asked for.
    console.error('Could not read the assurance level', error);
    return false;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(LOADING);
  // Auth events can arrive faster than profiles load; only the latest load may set the state.
  const loadId = useRef(0);
  const sessionRef = useRef<Session | null>(null);

  const load = useCallback(async (session: Session | null) => {
    const id = ++loadId.current;
    sessionRef.current = session;
    if (!session) {
      setState(SIGNED_OUT);
      return;
    }
    const [profile, mfaRequired] = await Promise.all([
      loadProfile(session.user.id),
      needsSecondFactor(),
    ]);
    if (id !== loadId.current) return;
    if (profile?.status === 'blocked') {
      toast.error(i18n.t('auth:blocked'), { id: 'blocked' });
      // The SIGNED_OUT event that follows moves the state to signed-out.
      await (await loadSupabase()).auth.signOut();
      return;
    }
    setState({
      status: 'signed-in',
      session,
      user: session.user,
      profile,
      role: toRole(profile?.role),
      mfaRequired,
    });
  }, []);

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    void loadSupabase().then((supabase) => {
      if (!active) return;
      const {
        data: { subscription },
      } = supabase.auth.onAuthStateChange((event, session) => {
        // getSession below covers the initial session.
        if (event === 'INITIAL_SESSION') return;
        // supabase-js holds its auth lock while this callback runs, and loading the profile calls
        // back into it; doing that synchronously here would deadlock, so it runs on the next tick.
        setTimeout(() => {
          if (active) void load(session);
        }, 0);
      });
      unsubscribe = () => subscription.unsubscribe();
      return supabase.auth.getSession().then(({ data, error }) => {
        if (!active) return;
        if (error) {
          console.error('Could not read the session', error);
          loadId.current++;
          setState(SIGNED_OUT);
          return;
        }
        void load(data.session);
      });
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [load]);

  const hasPermission = useCallback(
    (roles: readonly Role[]) =>
      state.status === 'signed-in' && roleHasPermission(state.role, roles),
    [state.status, state.role],
  );
  const refreshProfile = useCallback(() => load(sessionRef.current), [load]);
  const signOut = useCallback(async () => {
    const { error } = await (await loadSupabase()).auth.signOut();
    if (error) toast.error(error.message);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, hasPermission, refreshProfile, signOut }),
    [state, hasPermission, refreshProfile, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
