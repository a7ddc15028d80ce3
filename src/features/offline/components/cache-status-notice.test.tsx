import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CacheStatusNotice } from '@/features/offline/components/cache-status-notice';
import { i18n } from '@/lib/i18n';

// 20:30 in Rome (the league's time zone) on 22 November 2026, whatever the machine's zone.
const SAVED = Date.parse('2026-11-22T19:30:00Z');
const SAME_EVENING = Date.parse('2026-11-22T21:00:00Z');
const NEXT_DAY = Date.parse('2026-11-23T09:00:00Z');

afterEach(async () => {
  await act(() => i18n.changeLanguage('it'));
});

describe('CacheStatusNotice', () => {
  it('says nothing while the data is live, in a live region that stays', () => {
    render(<CacheStatusNotice status={{ kind: 'live' }} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });

  it('says the data on screen is being updated', () => {
    render(<CacheStatusNotice status={{ kind: 'updating' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Aggiornamento dei dati…');
  });

  it('says offline, and when the data on screen was saved, in the league time zone', () => {
    const { rerender } = render(
      <CacheStatusNotice status={{ kind: 'offline', updatedAt: SAVED, checkedAt: SAME_EVENING }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Offline — aggiornato alle 20:30');

    rerender(
      <CacheStatusNotice status={{ kind: 'offline', updatedAt: SAVED, checkedAt: NEXT_DAY }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Offline — aggiornato il 22 nov 2026, 20:30',
    );

    rerender(
      <CacheStatusNotice status={{ kind: 'offline', updatedAt: null, checkedAt: NEXT_DAY }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Sei offline');
  });

  it('speaks English and Dutch', async () => {
    const evening = { kind: 'offline', updatedAt: SAVED, checkedAt: SAME_EVENING } as const;
    const nextDay = { kind: 'offline', updatedAt: SAVED, checkedAt: NEXT_DAY } as const;
    const { rerender } = render(<CacheStatusNotice status={evening} />);
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('status')).toHaveTextContent('Offline — updated at 20:30');
    rerender(<CacheStatusNotice status={{ kind: 'updating' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Updating the data…');

    await act(() => i18n.changeLanguage('nl'));
    rerender(<CacheStatusNotice status={nextDay} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Offline — bijgewerkt op 22 nov 2026, 20:30',
    );
    rerender(<CacheStatusNotice status={{ kind: 'offline', updatedAt: null, checkedAt: 0 }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Je bent offline');
  });
});
