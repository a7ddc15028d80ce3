import { configure, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, testProfile } from '@/test/auth';
import { renderApp } from '@/test/render-app';
import { rest, server } from '@/test/server';

// Whole-app renders load lazy route chunks, which take more than 1 s when files run in parallel.
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

const storedEvent = {
  id: 1,
  enabled: true,
  title: 'Final Four',
  // 17:00 in Rome (winter time, UTC+1).
  event_date: '2026-12-19T16:00:00+00:00',
  updated_at: '2026-11-01T10:00:00+00:00',
};

describe('/admin/event', { timeout: 30_000 }, () => {
  it('is refused to players', async () => {
    signedInAs(testProfile({ role: 'player' }));
    server.use(http.get(rest('countdown_event'), () => HttpResponse.json(storedEvent)));
    renderApp('/admin/event');
    expect(await screen.findByRole('heading', { name: 'Accesso negato' })).toBeInTheDocument();
  });

  it('shows the date in Rome time and saves it back as the same instant', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.get(rest('countdown_event'), () => HttpResponse.json(storedEvent)),
      http.patch(rest('countdown_event'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...storedEvent, ...body });
      }),
    );
    signedInAs(testProfile({ role: 'editor' }));
    const { user } = renderApp('/admin/event');
    const date = await screen.findByLabelText('Data e ora');
    expect(date).toHaveValue('2026-12-19T17:00');
    await user.clear(screen.getByLabelText('Titolo dell’evento'));
    await user.type(screen.getByLabelText('Titolo dell’evento'), 'Finale di Coppa');
    await user.click(screen.getByRole('button', { name: 'Salva evento' }));
    expect(await screen.findByText('Evento salvato.')).toBeInTheDocument();
    expect(body).toEqual({
      enabled: true,
      title: 'Finale di Coppa',
      event_date: '2026-12-19T16:00:00.000Z',
    });
  });

  it('needs a title and a date when the countdown is on', async () => {
    let patched = false;
    server.use(
      http.get(rest('countdown_event'), () =>
        HttpResponse.json({ ...storedEvent, enabled: false, title: null, event_date: null }),
      ),
      http.patch(rest('countdown_event'), () => {
        patched = true;
        return HttpResponse.json(storedEvent);
      }),
    );
    signedInAs(testProfile({ role: 'editor' }));
    const { user } = renderApp('/admin/event');
    await user.click(await screen.findByRole('switch', { name: 'Mostra il countdown' }));
    await user.click(screen.getByRole('button', { name: 'Salva evento' }));
    expect(await screen.findAllByText('Questo campo è obbligatorio')).toHaveLength(2);
    expect(patched).toBe(false);
  });
});
