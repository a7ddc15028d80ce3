import { useParams } from 'react-router-dom';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { AlbumPage } from '@/features/gallery/components/album-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export function Component() {
  usePageMeta('album');
  const { id } = useParams();
  const { status, user } = useAuth();
  // A malformed id is simply an album that does not exist: the page shows its not-found state.
  const albumId = /^\d{1,15}$/.test(id ?? '') ? Number(id) : -1;
  return (
    <AlbumPage key={albumId} albumId={albumId} viewer={{ status, userId: user?.id ?? null }} />
  );
}
