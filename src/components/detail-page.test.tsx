import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DetailPage, type DetailQuery } from '@/components/detail-page';

interface Player {
  name: string;
}

function renderPage(query: DetailQuery<Player>) {
  return render(
    <MemoryRouter>
      <DetailPage
        query={query}
        back={{ to: '/players', label: 'Tutti i giocatori' }}
        loadingLabel="Caricamento del giocatore…"
        skeleton={<div data-testid="skeleton" />}
        errorTitle="Giocatore"
        errorMessage="Errore nel caricamento dei giocatori"
        notFoundTitle="Giocatore non trovato"
        notFoundDescription="Il giocatore cercato non esiste."
      >
        {(player) => <h1>{player.name}</h1>}
      </DetailPage>
    </MemoryRouter>,
  );
}

const backLink = () => screen.getByRole('link', { name: 'Tutti i giocatori' });

describe('DetailPage', () => {
  it('shows the record below a link back to its list', () => {
    renderPage({ data: { name: 'Marco Rossi' }, isPending: false, isError: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Marco Rossi' })).toBeInTheDocument();
    expect(backLink()).toHaveAttribute('href', '/players');
    expect(document.querySelector('[data-loading="true"]')).toBeNull();
  });

  it('keeps the back link and a heading while loading, flagged as loading', () => {
    renderPage({ data: undefined, isPending: true, isError: false });
    expect(backLink()).toHaveAttribute('href', '/players');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Caricamento del giocatore…' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('skeleton').closest('[data-loading="true"]')).not.toBeNull();
  });

  it('says when the record failed to load', () => {
    renderPage({ data: undefined, isPending: false, isError: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Giocatore' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Errore nel caricamento dei giocatori');
    expect(backLink()).toHaveAttribute('href', '/players');
  });

  it('says when there is no such record, leading back to the list', () => {
    renderPage({ data: null, isPending: false, isError: false });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Giocatore non trovato' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Il giocatore cercato non esiste.')).toBeInTheDocument();
    expect(backLink()).toHaveAttribute('href', '/players');
  });
});
