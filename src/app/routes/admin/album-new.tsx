import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '@/components/admin/page-header';
import { AccessDenied } from '@/components/errors/access-denied';
import { AlbumForm } from '@/features/gallery/admin/components/album-form';
import { useAuth } from '@/features/auth/hooks/use-auth';

export function Component() {
  const { t } = useTranslation('admin-gallery');
  const { hasPermission } = useAuth();
  const navigate = useNavigate();
  if (!hasPermission(['editor'])) return <AccessDenied />;
  return (
    <>
      <PageHeader title={t('newAlbum')} />
      {/* Media are added on the album's own page, once it exists. */}
      <AlbumForm
        onSaved={(album) => navigate(`/admin/albums/${album.id}/edit`, { replace: true })}
      />
    </>
  );
}
