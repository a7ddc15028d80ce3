import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ConfirmDeleteDialog', () => {
  it('asks first, then deletes, with confirm disabled while pending, and closes', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const onConfirm = vi.fn(() => pending.promise);
    render(
      <ConfirmDeleteDialog
        itemName="Aquile"
        onConfirm={onConfirm}
        extra="Con la squadra vengono eliminati i suoi giocatori."
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Elimina «Aquile»' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sei sicuro?' });
    expect(dialog).toHaveTextContent('Questa azione non può essere annullata');
    expect(dialog).toHaveTextContent('Con la squadra vengono eliminati i suoi giocatori.');
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Elimina' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Eliminazione…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Annulla' })).toBeDisabled();

    pending.resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open when the delete fails', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(() => Promise.reject(new Error('permission denied')));
    render(<ConfirmDeleteDialog itemName="Aquile" onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Elimina «Aquile»' }));
    await user.click(await screen.findByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Elimina' })).toBeEnabled());
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('can be cancelled without deleting', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(() => Promise.resolve());
    render(<ConfirmDeleteDialog itemName="Aquile" onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Elimina «Aquile»' }));
    await user.click(await screen.findByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
