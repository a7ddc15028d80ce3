import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs, testProfile } from '@/test/auth';
import { renderApp } from '@/test/render-app';

describe('user menu button', () => {
  it('is named with the initials it shows, so a speech user can say what they see', async () => {
    signedInAs(testProfile({ first_name: 'Marco', last_name: 'Rossi' }));
    renderApp('/');
    const button = await screen.findByRole('button', { name: /menu utente/i });
    expect(button).toHaveTextContent('MR');
    expect(button).toHaveAccessibleName('MR, menu utente');
  });
});
