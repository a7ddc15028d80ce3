import { tableShareSubject, useShareBrand } from '@/app/routes/share/share-subjects';
import { ShareImageButton } from '@/features/share-image/components/share-button';
import { useStandingsTable } from '@/features/standings/api/get-standings-table';

/** Shares the table the section below shows, from its query (the same request, not another). */
export function TableShare({
  competitionId,
  seasonId,
  title,
}: {
  competitionId: number;
  seasonId: number;
  title: string;
}) {
  const brand = useShareBrand();
  const { data } = useStandingsTable({ competitionId, seasonId });
  return <ShareImageButton subject={tableShareSubject(data, title)} brand={brand} />;
}
