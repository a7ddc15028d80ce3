import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OldCopyNotice } from '@/app/layouts/old-copy-notice';
import { markOldCopyRefreshing } from '@/app/old-copy';

describe('OldCopyNotice', () => {
  it('says "updating" while a page shown from a CDN’s old copy asks for the current data', async () => {
    const queryClient = new QueryClient();
    let answer: (value: string) => void = () => {};
    render(
      <QueryClientProvider client={queryClient}>
        <OldCopyNotice />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();

    act(() => markOldCopyRefreshing());
    const asked = queryClient.fetchQuery({
      queryKey: ['standings'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Aggiornamento dei dati…');

    await act(async () => {
      answer('the current table');
      await asked;
    });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});
