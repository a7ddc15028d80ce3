import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { UploadDialog } from '@/features/gallery/components/upload-dialog';

/** Who is looking at the gallery; the app passes it in from the auth feature. */
export interface GalleryViewer {
  status: 'loading' | 'signed-in' | 'signed-out';
  userId: string | null;
}

/** The upload button for signed-in users, a sign-in link for everyone else. */
export function UploadEntry({ viewer, albumId }: { viewer: GalleryViewer; albumId?: number }) {
  const { t } = useTranslation('gallery');
  const location = useLocation();
  if (viewer.status === 'signed-in' && viewer.userId) {
    return <UploadDialog userId={viewer.userId} albumId={albumId} />;
  }
  if (viewer.status === 'signed-out') {
    return (
      <Button asChild variant="outline">
        <Link to="/login" state={{ from: location }}>
          <LogIn aria-hidden />
          {t('upload.signIn')}
        </Link>
      </Button>
    );
  }
  return null;
}
