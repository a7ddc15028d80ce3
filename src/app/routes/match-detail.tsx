import { useParams } from 'react-router-dom';
import { MatchDetails, MatchNotFound } from '@/features/matches/components/match-details';
import { usePageMeta } from '@/hooks/use-page-meta';

export function Component() {
  usePageMeta('match');
  const { id } = useParams();
  const matchId = Number(id);
  // /matches/abc cannot be a match: say so without asking the server.
  if (!Number.isSafeInteger(matchId) || matchId <= 0) return <MatchNotFound />;
  return <MatchDetails key={matchId} id={matchId} />;
}
