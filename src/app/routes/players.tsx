import { PlayersPage } from '@/features/players/components/players-page';

export function Component() {
  return <PlayersPage />;
}
