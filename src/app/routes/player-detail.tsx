import { useParams } from 'react-router-dom';
import { PlayerPage } from '@/features/players/components/player-page';
import { PlayerSeasonChart } from '@/features/season-charts/components/season-chart-sections';
import { usePageMeta } from '@/hooks/use-page-meta';

export function Component() {
  usePageMeta('player');
  const { id } = useParams();
  // A malformed id is simply a player that does not exist: the page shows its not-found state.
  const playerId = /^\d{1,15}$/.test(id ?? '') ? Number(id) : -1;
  return (
    <PlayerPage
      key={playerId}
      playerId={playerId}
      after={<PlayerSeasonChart playerId={playerId} />}
    />
  );
}
