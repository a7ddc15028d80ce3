import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { toast, Toaster } from 'sonner';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useSaveAndReturn } from '@/components/admin/use-save-and-return';
import { i18n } from '@/test/i18n';

const NAMESPACE = 'save-and-return-test';

beforeAll(() => {
  i18n.addResourceBundle('it', NAMESPACE, {
    toast: { created: 'Campo creato', updated: 'Campo aggiornato' },
  });
});

function Form({ saving, editing }: { saving: () => Promise<unknown>; editing: boolean }) {
  const saveAndReturn = useSaveAndReturn(NAMESPACE, '/admin/venues');
  return (
    <button type="button" onClick={() => void saveAndReturn(saving(), { editing })}>
      Salva
    </button>
  );
}

function renderForm(saving: () => Promise<unknown>, editing = false) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/admin/venues/new']}>
      <Toaster />
      <Routes>
        <Route path="/admin/venues/new" element={<Form saving={saving} editing={editing} />} />
        <Route path="/admin/venues" element={<h1>Campi</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

describe('useSaveAndReturn', () => {
  it('says the record was created and goes back to the list', async () => {
    const user = renderForm(() => Promise.resolve(7));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByRole('heading', { name: 'Campi' })).toBeInTheDocument();
    expect(await screen.findByText('Campo creato')).toBeInTheDocument();
  });

  it('says an edited record was updated', async () => {
    const user = renderForm(() => Promise.resolve(7), true);
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Campo aggiornato')).toBeInTheDocument();
  });

  it('stays on the form when the save fails, saying nothing more', async () => {
    const success = vi.spyOn(toast, 'success');
    let refuse = (_error: Error) => {};
    const saving = new Promise((_, reject) => (refuse = reject));
    const settled = saving.catch(() => undefined);
    const user = renderForm(() => saving);
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    refuse(new Error('refused'));
    await settled;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('button', { name: 'Salva' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Campi' })).not.toBeInTheDocument();
    expect(success).not.toHaveBeenCalled();
    success.mockRestore();
  });
});
