import { NAV_ITEMS, type NavItem } from '@/app/layouts/nav-items';
import { useCurrentBracket } from '@/features/playoffs/api/get-current-bracket';

export function useNavItems(): readonly NavItem[] {
  const { data: bracket } = useCurrentBracket();
  return bracket ? NAV_ITEMS : NAV_ITEMS.filter((item) => item.key !== 'playoffs');
}
