import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/admin/page-header';
import { AccessDenied } from '@/components/errors/access-denied';
import { Button } from '@/components/ui/button';
import { AlbumsList } from '@/features/gallery/admin/components/albums-list';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** Gallery albums (editors and admins). */
export function Component() {
  const { t } = useTranslation('admin-gallery');
  const { hasPermission } = useAuth();
  if (!hasPermission(['editor'])) return <AccessDenied />;
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button asChild>
            <Link to="/admin/albums/new">
              <Plus aria-hidden />
              {t('newAlbum')}
            </Link>
          </Button>
        }
      />
      <AlbumsList />
    </>
  );
}
