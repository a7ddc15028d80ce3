import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parsePage } from '@/lib/pagination';

/**
 * Page and search of a list, kept in the URL (`?q=…&page=2`) so that reloading, sharing or going
 * back to the list shows the same rows. A new search starts again from page 1.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const search = params.get('q') ?? '';

  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next <= 1) updated.delete('page');
        else updated.set('page', String(next));
        return updated;
      }),
    [setParams],
  );

  const setSearch = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete('page');
          if (next) updated.set('q', next);
          else updated.delete('q');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { page, search, setPage, setSearch };
}
