import { useParams } from 'react-router-dom';
import { matchShareSubject, useShareBrand } from '@/app/routes/share/share-subjects';
import { MatchDetails, MatchNotFound } from '@/features/matches/components/match-details';
import { ShareImageButton } from '@/features/share-image/components/share-button';
import { usePageMeta } from '@/hooks/use-page-meta';

export function Component() {
  usePageMeta('match');
  const { id } = useParams();
  const brand = useShareBrand();
  const matchId = Number(id);
  // /matches/abc cannot be a match: say so without asking the server.
  if (!Number.isSafeInteger(matchId) || matchId <= 0) return <MatchNotFound />;
  return (
    <MatchDetails
      key={matchId}
      id={matchId}
      actions={(match) => {
        const subject = matchShareSubject(match);
        return subject && <ShareImageButton subject={subject} brand={brand} />;
      }}
    />
  );
}
