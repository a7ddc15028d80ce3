import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RecordGate } from '@/components/admin/record-gate';
import { createTestQueryClient } from '@/test/render-app';

interface Venue {
  id: number;
  name: string;
}

const KEY = ['record-gate-test', 5];

/** Answers a little later, as a server does, so that "fetching" is a state that renders. */
const later = <T,>(answer: () => T) =>
  new Promise<T>((resolve, reject) =>
    setTimeout(() => {
      try {
        resolve(answer());
      } catch (error) {
        reject(error as Error);
      }
    }, 20),
  );

/** An edit page as the admin routes build it: the query, the gate, an uncontrolled form. */
function EditPage({ load }: { load: () => Promise<Venue | null> }) {
  const query = useQuery({ queryKey: KEY, queryFn: load });
  return (
    <>
      {/* What the page has received, so a test can wait until it has rendered it. */}
      <p>
        {query.data?.name} {query.isError && 'refetch failed'}
      </p>
      <RecordGate
        query={query}
        notFoundTitle="Campo non trovato"
        notFoundDescription="Il campo non esiste."
        loadErrorMessage="Errore nel caricamento del campo"
      >
        {(venue) => (
          <label>
            Nome
            <input defaultValue={venue.name} />
          </label>
        )}
      </RecordGate>
    </>
  );
}

function renderEditPage(load: () => Promise<Venue | null>) {
  const queryClient = createTestQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <EditPage load={load} />
    </QueryClientProvider>,
  );
  return { queryClient, user: userEvent.setup() };
}

// An edit form gets its values once, when it mounts (defaultValues): only unmounting it can
// drop what was typed. These pin that the gate never does so while the record is on screen.
describe('RecordGate', () => {
  it('keeps the form and what was typed when the record is fetched again', async () => {
    let served: Venue = { id: 5, name: 'Oratorio' };
    const { queryClient, user } = renderEditPage(() => later(() => ({ ...served })));
    const name = await screen.findByLabelText('Nome');
    await user.clear(name);
    await user.type(name, 'Palestra');

    await act(() => queryClient.refetchQueries({ queryKey: KEY }));
    served = { id: 5, name: 'Palazzetto' };
    await act(() => queryClient.refetchQueries({ queryKey: KEY }));
    await screen.findByText('Palazzetto');

    expect(screen.getByLabelText('Nome')).toBe(name);
    expect(name).toHaveValue('Palestra');
  });

  it('keeps the form when a background refetch fails', async () => {
    let fail = false;
    const { queryClient, user } = renderEditPage(() =>
      later(() => {
        if (fail) throw new Error('offline');
        return { id: 5, name: 'Oratorio' };
      }),
    );
    const name = await screen.findByLabelText('Nome');
    await user.type(name, ' nuovo');

    fail = true;
    await act(() => queryClient.refetchQueries({ queryKey: KEY }));
    await screen.findByText(/refetch failed/);

    expect(screen.queryByText('Errore nel caricamento del campo')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveValue('Oratorio nuovo');
  });

  it('shows the load error when the first load fails', async () => {
    renderEditPage(() => Promise.reject(new Error('offline')));
    expect(await screen.findByText('Errore nel caricamento del campo')).toBeInTheDocument();
  });

  it('shows not found when there is no such record', async () => {
    renderEditPage(() => Promise.resolve(null));
    expect(await screen.findByRole('heading', { name: 'Campo non trovato' })).toBeInTheDocument();
  });
});
