import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListToolbar } from '@/components/admin/list-toolbar';

describe('ListToolbar', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports the trimmed search once typing pauses', () => {
    vi.useFakeTimers();
    const onSearchChange = vi.fn();
    render(
      <ListToolbar search="" onSearchChange={onSearchChange} searchLabel="Cerca squadre">
        <button type="button">Nuova squadra</button>
      </ListToolbar>,
    );
    const box = screen.getByRole('searchbox', { name: 'Cerca squadre' });
    fireEvent.change(box, { target: { value: 'ora' } });
    act(() => vi.advanceTimersByTime(100));
    fireEvent.change(box, { target: { value: ' oratorio ' } });
    act(() => vi.advanceTimersByTime(299));
    expect(onSearchChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearchChange).toHaveBeenCalledExactlyOnceWith('oratorio');
    expect(screen.getByRole('button', { name: 'Nuova squadra' })).toBeInTheDocument();
  });

  it('does not report a search equal to the current one', () => {
    vi.useFakeTimers();
    const onSearchChange = vi.fn();
    render(<ListToolbar search="leoni" onSearchChange={onSearchChange} />);
    expect(screen.getByRole('searchbox', { name: 'Cerca' })).toHaveValue('leoni');
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearchChange).not.toHaveBeenCalled();
  });

  it('drops a pending search when it goes away', () => {
    vi.useFakeTimers();
    const onSearchChange = vi.fn();
    const { unmount } = render(<ListToolbar search="" onSearchChange={onSearchChange} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cerca' }), {
      target: { value: 'oratorio' },
    });
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearchChange).not.toHaveBeenCalled();
  });
});
