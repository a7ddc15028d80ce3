import { useAuth } from '@/features/auth/hooks/use-auth';
import { GalleryPage } from '@/features/gallery/components/gallery-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export function Component() {
  usePageMeta('gallery');
  const { status, user } = useAuth();
  return <GalleryPage viewer={{ status, userId: user?.id ?? null }} />;
}
