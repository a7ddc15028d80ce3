import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { signedInAs, testProfile, testSession } from '@/test/auth';
import { renderApp } from '@/test/render-app';
import { auth, rest, server } from '@/test/server';

// The two refusals hosted Supabase Auth adds on top of wrong credentials, as the forms show them:
// too many requests from one address (429) and a password or email change from a session that
// has not passed the second step (401 insufficient_aal). Bodies as GoTrue writes them.

const rateLimited = () =>
  HttpResponse.json(
    { code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' },
    { status: 429 },
  );

const TOO_MANY = 'Troppi tentativi: riprova tra qualche minuto';

describe('a 429 from Auth', () => {
  it('shows on the sign-in form in Italian, and in Dutch', async () => {
    server.use(http.post(auth('token'), rateLimited));
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'marco@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY);

    await i18n.changeLanguage('nl');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Te veel pogingen: probeer het over een paar minuten opnieuw',
    );
  });

  it('shows on the sign-up form', async () => {
    server.use(http.post(auth('signup'), rateLimited));
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('tab', { name: 'Registrati' }));
    await user.type(screen.getByLabelText('Nome'), 'Anna');
    await user.type(screen.getByLabelText('Cognome'), 'Bianchi');
    await user.type(screen.getByLabelText('Email'), 'anna@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Crea account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY);
  });

  it('shows on the password-recovery form, for the email limit as well', async () => {
    server.use(
      http.post(auth('recover'), () =>
        HttpResponse.json(
          {
            code: 429,
            error_code: 'over_email_send_rate_limit',
            msg: 'For security purposes, you can only request this after 42 seconds.',
          },
          { status: 429 },
        ),
      ),
    );
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('tab', { name: 'Password?' }));
    await user.type(screen.getByLabelText('Email'), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Invia il link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY);
    expect(screen.queryByText(/riceverai a breve un link/)).not.toBeInTheDocument();
  });

  it('shows on the second sign-in step when the code is checked too often', async () => {
    signedInAs(testProfile(), testSession({ verifiedTotp: true }));
    server.use(
      http.post(auth('factors/factor-1/challenge'), () =>
        HttpResponse.json({ id: 'challenge-1', type: 'totp', expires_at: 4_102_444_800 }),
      ),
      http.post(auth('factors/factor-1/verify'), rateLimited),
    );
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Codice di verifica'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verifica' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY);
  });
});

describe('insufficient_aal from Auth', () => {
  it('explains on the profile page that the second step comes first', async () => {
    signedInAs(testProfile());
    let attempted: unknown;
    server.use(
      http.put(auth('user'), async ({ request }) => {
        attempted = await request.json();
        return HttpResponse.json(
          {
            code: 401,
            error_code: 'insufficient_aal',
            msg: 'AAL2 session is required to update email or password when MFA is enabled.',
          },
          { status: 401 },
        );
      }),
    );
    const { user } = renderApp('/profile');
    await user.type(await screen.findByLabelText('Nuova password'), 'another-secret');
    await user.click(screen.getByRole('button', { name: 'Cambia password' }));
    expect(
      await screen.findByText(
        "Prima completa la verifica in due passaggi: esci e accedi di nuovo con il codice dell'app di autenticazione",
      ),
    ).toBeInTheDocument();
    expect(attempted).toMatchObject({ password: 'another-secret' });
    expect(screen.queryByText('Password aggiornata')).not.toBeInTheDocument();
  });
});

describe('insufficient_aal from the database', () => {
  it('explains an admin screen refused to a session that owes its second step', async () => {
    signedInAs(testProfile({ role: 'admin' }));
    server.use(
      http.post(rest('rpc/admin_list_users'), () =>
        HttpResponse.json(
          {
            code: '28000',
            message:
              'Two-factor authentication required: enter the code from your authenticator app first.',
            details: null,
            hint: 'insufficient_aal',
          },
          { status: 403 },
        ),
      ),
    );
    renderApp('/admin/users');
    expect(
      await screen.findByText(
        "Prima completa la verifica in due passaggi: esci e accedi di nuovo con il codice dell'app di autenticazione",
      ),
    ).toBeInTheDocument();
  });
});
