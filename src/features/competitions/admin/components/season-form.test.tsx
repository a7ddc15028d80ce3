import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { signedInAs, testProfile } from '@/test/auth';
import { renderApp } from '@/test/render-app';

// The first find of a file waits for the lazy route chunk, slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// Whole-app renders with typing are slow under parallel runs: allow more than 5 s.
describe('season form', { timeout: 20_000 }, () => {
  it('requires every field', async () => {
    signedInAs(testProfile({ role: 'admin' }));
    const { user } = renderApp('/admin/seasons/new');
    await user.click(await screen.findByRole('button', { name: 'Salva' }));
    expect(await screen.findAllByText('Questo campo è obbligatorio')).toHaveLength(3);
  });

  it('wants the end after the start, in Dutch', async () => {
    await i18n.changeLanguage('nl');
    signedInAs(testProfile({ role: 'admin' }));
    const { user } = renderApp('/admin/seasons/new');
    await user.type(await screen.findByLabelText('Naam'), '2025/26');
    await user.type(screen.getByLabelText('Startdatum'), '2025-09-01');
    await user.type(screen.getByLabelText('Einddatum'), '2025-09-01');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(
      await screen.findByText('De einddatum moet na de startdatum liggen.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Einddatum')).toHaveAttribute('aria-invalid', 'true');
  });
});
