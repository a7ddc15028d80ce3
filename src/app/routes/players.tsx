import { PlayersPage } from '@/features/players/components/players-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export function Component() {
  usePageMeta('players');
  return <PlayersPage />;
}
