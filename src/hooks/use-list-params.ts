import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useSearchParams } from 'react-router-dom';
import { parsePage } from '@/lib/pagination';

/**
 * Page and search of a list, kept in the URL (`?q=…&page=2`) so that reloading, sharing or going
 * back to the list shows the same rows. A new search starts again from page 1.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const page = parsePage(params.get('page'));
  const search = params.get('q') ?? '';

  // Leaving the list does not unmount it at once: while the next page's route module loads, or
  // while that page suspends (translations), the router navigates in a transition and the list
  // stays on screen with its old location. A search typed just before then fires late, and
  // `setParams` resolves `?q=…` against the router's *current* URL: it would cancel the pending
  // navigation or land in the next page's URL. Only the router object knows where it really is;
  // React Router exposes it through this context alone.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const isOnList = useCallback(() => {
    if (!dataRouter) return true;
    const { location, navigation } = dataRouter.router.state;
    return (
      location.pathname === pathname && (navigation.location ?? location).pathname === pathname
    );
  }, [dataRouter, pathname]);

  const setPage = useCallback(
    (next: number) => {
      if (!isOnList()) return;
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next <= 1) updated.delete('page');
        else updated.set('page', String(next));
        return updated;
      });
    },
    [setParams, isOnList],
  );

  const setSearch = useCallback(
    (next: string) => {
      if (!isOnList()) return;
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete('page');
          if (next) updated.set('q', next);
          else updated.delete('q');
          return updated;
        },
        { replace: true },
      );
    },
    [setParams, isOnList],
  );

  return { page, search, setPage, setSearch };
}
