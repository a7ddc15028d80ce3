import { useAuth } from '@/features/auth/hooks/use-auth';
import { GalleryPage } from '@/features/gallery/components/gallery-page';

export function Component() {
  const { status, user } = useAuth();
  return <GalleryPage viewer={{ status, userId: user?.id ?? null }} />;
}
