import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { roleHasPermission, ROLES, type Role } from '@/features/auth/utils/permissions';
import { supabase } from '@/lib/supabase';
import { signedInAs, testProfile, testSession } from '@/test/auth';
import { TEST_STORAGE_KEY } from '@/test/constants';
import { auth, rest, server } from '@/test/server';

function AuthProbe() {
  const { status, role, profile, user, hasPermission } = useAuth();
  return (
    <dl>
      <dt>status</dt>
      <dd data-testid="status">{status}</dd>
      <dd data-testid="role">{role ?? 'none'}</dd>
      <dd data-testid="name">{profile?.first_name ?? 'none'}</dd>
      <dd data-testid="email">{user?.email ?? 'none'}</dd>
      <dd data-testid="editor">{String(hasPermission(['editor']))}</dd>
    </dl>
  );
}

const renderProbe = () =>
  render(
    <AuthProvider>
      <AuthProbe />
    </AuthProvider>,
  );

describe('AuthProvider', () => {
  it('goes from loading to signed out without a session', async () => {
    renderProbe();
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-out'));
    expect(screen.getByTestId('role')).toHaveTextContent('none');
  });

  it('loads the profile of a signed-in user', async () => {
    signedInAs(testProfile({ role: 'editor', first_name: 'Giulia' }));
    renderProbe();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-in'));
    expect(screen.getByTestId('role')).toHaveTextContent('editor');
    expect(screen.getByTestId('name')).toHaveTextContent('Giulia');
    expect(screen.getByTestId('editor')).toHaveTextContent('true');
  });

  it('creates the missing profile through ensure_profile when the select answers PGRST116', async () => {
    signedInAs(null);
    const ensureProfile = vi.fn(() => HttpResponse.json(testProfile({ role: 'admin' })));
    server.use(http.post(rest('rpc/ensure_profile'), ensureProfile));
    renderProbe();
    await waitFor(() => expect(screen.getByTestId('role')).toHaveTextContent('admin'));
    expect(ensureProfile).toHaveBeenCalledTimes(1);
  });

  it('only logs other profile errors and stays signed in without a role', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    signedInAs(testProfile());
    const ensureProfile = vi.fn(() => HttpResponse.json(testProfile()));
    server.use(
      http.get(rest('profiles'), () =>
        HttpResponse.json({ code: '42501', message: 'permission denied' }, { status: 403 }),
      ),
      http.post(rest('rpc/ensure_profile'), ensureProfile),
    );
    renderProbe();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-in'));
    expect(screen.getByTestId('role')).toHaveTextContent('none');
    expect(ensureProfile).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith('Could not load the profile', expect.anything());
  });

  it('clears everything when reading the session fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signedInAs(testProfile({ role: 'admin' }));
    vi.spyOn(supabase.auth, 'getSession').mockResolvedValueOnce({
      data: { session: null },
      error: new Error('storage unavailable'),
    } as unknown as Awaited<ReturnType<typeof supabase.auth.getSession>>);
    renderProbe();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-out'));
    expect(screen.getByTestId('email')).toHaveTextContent('none');
    expect(screen.getByTestId('role')).toHaveTextContent('none');
  });

  it('signs a blocked user out with a message', async () => {
    const error = vi.spyOn(toast, 'error');
    signedInAs(testProfile({ status: 'blocked' }));
    const logout = vi.fn(() => new HttpResponse(null, { status: 204 }));
    server.use(http.post(auth('logout'), logout));
    renderProbe();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-out'));
    expect(logout).toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(
      'Il tuo account è stato bloccato. Contatta un amministratore della lega.',
      expect.anything(),
    );
    expect(localStorage.getItem(TEST_STORAGE_KEY)).toBeNull();
  });

  it('asks for the second factor when a verified TOTP factor exists and the session is aal1', async () => {
    signedInAs(testProfile(), testSession({ verifiedTotp: true }));
    function MfaProbe() {
      const { status, mfaRequired } = useAuth();
      return <p>{`${status}:${String(mfaRequired)}`}</p>;
    }
    render(
      <AuthProvider>
        <MfaProbe />
      </AuthProvider>,
    );
    expect(await screen.findByText('signed-in:true')).toBeInTheDocument();
  });
});

describe('useAuth', () => {
  it('throws a developer error outside <AuthProvider>', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used inside <AuthProvider>');
  });
});

describe('permission check', () => {
  const cases: [Role | null, readonly Role[], boolean][] = [
    [null, ['player'], false],
    ['admin', [], true],
    ['admin', ['editor'], true],
    ['editor', ['editor'], true],
    ['editor', ['captain'], false],
    ['captain', ['admin', 'editor', 'captain'], true],
    ['player', ['admin', 'editor', 'captain'], false],
    ['player', ['player'], true],
  ];
  it.each(cases)('role %s with allowed %j → %s', (role, allowed, expected) => {
    expect(roleHasPermission(role, allowed)).toBe(expected);
  });

  it('denies everything while signed out, whatever the roles asked for', async () => {
    function Probe() {
      const { status, hasPermission } = useAuth();
      return <p>{`${status}:${ROLES.map((r) => hasPermission([r])).join(',')}`}</p>;
    }
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText('signed-out:false,false,false,false')).toBeInTheDocument();
  });
});
