import { useQuery } from '@tanstack/react-query';
import { NAV_ITEMS, type NavItem } from '@/app/layouts/nav-items';
import { playoffKeys } from '@/features/playoffs/api/playoff-keys';

/**
 * The same query as `useCurrentBracket` (same key, same fetcher, so one request and one cache
 * entry), but the fetcher module, and supabase-js with it, is imported only when the query runs:
 * the header is part of the first page's JavaScript, the playoffs API is not.
 */
const currentBracketQuery = {
  queryKey: playoffKeys.current(),
  queryFn: async () => {
    const { getCurrentBracket } = await import('@/features/playoffs/api/get-current-bracket');
    return getCurrentBracket();
  },
};

export function useNavItems(): readonly NavItem[] {
  const { data: bracket } = useQuery(currentBracketQuery);
  return bracket ? NAV_ITEMS : NAV_ITEMS.filter((item) => item.key !== 'playoffs');
}
