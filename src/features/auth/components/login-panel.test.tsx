import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { auth, server } from '@/test/server';

describe('/login', () => {
  it('shows the required-field messages in Italian', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Accedi' }));
    const messages = await screen.findAllByText('Questo campo è obbligatorio');
    expect(messages).toHaveLength(2);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the sign-up messages in English, including the password length', async () => {
    await i18n.changeLanguage('en');
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('tab', { name: 'Sign up' }));
    await user.type(screen.getByLabelText('First name'), 'Anna');
    await user.type(screen.getByLabelText('Email'), 'anna@example.com');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required')).toHaveLength(1);
    expect(screen.getByLabelText('Last name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('translates a known server error (invalid credentials)', async () => {
    server.use(
      http.post(auth('token'), () =>
        HttpResponse.json(
          { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'marco@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email o password non corretti');
  });

  it('shows an unknown server error as the server wrote it', async () => {
    server.use(
      http.post(auth('signup'), () =>
        HttpResponse.json(
          { code: 422, error_code: 'something_new', msg: 'Signups are paused' },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('tab', { name: 'Registrati' }));
    await user.type(screen.getByLabelText('Nome'), 'Anna');
    await user.type(screen.getByLabelText('Cognome'), 'Bianchi');
    await user.type(screen.getByLabelText('Email'), 'anna@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Crea account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Signups are paused');
  });

  it('sends the reset link and confirms it', async () => {
    let body: unknown;
    server.use(
      http.post(auth('recover'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({});
      }),
    );
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('tab', { name: 'Password?' }));
    await user.type(screen.getByLabelText('Email'), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Invia il link' }));
    expect(await screen.findByText(/riceverai a breve un link/)).toBeInTheDocument();
    expect(body).toMatchObject({ email: 'anna@example.com' });
  });
});
