import { useParams } from 'react-router-dom';
import { BracketPage, NoBracket } from '@/app/routes/league/bracket-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export function Component() {
  usePageMeta('playoffBracket');
  const params = useParams();
  const competitionId = Number(params.competitionId);
  const seasonId = Number(params.seasonId);
  const valid = [competitionId, seasonId].every((n) => Number.isSafeInteger(n) && n > 0);
  if (!valid) return <NoBracket />;
  return <BracketPage competitionId={competitionId} seasonId={seasonId} />;
}
