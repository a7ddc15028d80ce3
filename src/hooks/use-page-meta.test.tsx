import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePageMeta } from '@/hooks/use-page-meta';
import { i18n } from '@/lib/i18n';

const description = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('usePageMeta', () => {
  beforeEach(() => {
    document.title = 'Before';
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'Before description';
    document.head.append(meta);
  });

  afterEach(async () => {
    document.head.querySelectorAll('meta[name="description"]').forEach((meta) => meta.remove());
    await act(() => i18n.changeLanguage('it'));
  });

  it('sets the translated title and description, and restores them on unmount', () => {
    const { unmount } = renderHook(() => usePageMeta('tables'));
    expect(document.title).toBe('Classifiche · Calcetto');
    expect(description()).toBe('Le classifiche aggiornate di ogni competizione e stagione.');

    unmount();
    expect(document.title).toBe('Before');
    expect(description()).toBe('Before description');
  });

  it('keeps just the app name on the home page', () => {
    renderHook(() => usePageMeta('home'));
    expect(document.title).toBe('Calcetto');
  });

  it('follows a language change', async () => {
    renderHook(() => usePageMeta('teams'));
    await act(() => i18n.changeLanguage('nl'));
    expect(document.title).toBe('Teams · Calcetto');
    expect(description()).toBe('Alle teams die aan de competitie deelnemen.');
    await act(() => i18n.changeLanguage('en'));
    expect(description()).toBe('Every team registered in the league.');
  });

  it('creates the description tag when the document has none', () => {
    document.head.querySelectorAll('meta[name="description"]').forEach((meta) => meta.remove());
    renderHook(() => usePageMeta('news'));
    expect(description()).toBe('Le ultime notizie dalla lega di calcio a 5.');
  });
});
