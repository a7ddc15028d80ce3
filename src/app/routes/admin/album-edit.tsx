import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/admin/page-header';
import { AccessDenied } from '@/components/errors/access-denied';
import { NotFound } from '@/components/errors/not-found';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useAlbum } from '@/features/gallery/admin/api/album';
import { useAlbumMedia } from '@/features/gallery/admin/api/album-media';
import { AlbumForm } from '@/features/gallery/admin/components/album-form';
import { AlbumMedia } from '@/features/gallery/admin/components/album-media';
import { DeleteAlbumDialog } from '@/features/gallery/admin/components/delete-album-dialog';
import { useAuth } from '@/features/auth/hooks/use-auth';

export function Component() {
  const { t } = useTranslation('admin-gallery');
  const { hasPermission, user } = useAuth();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const album = useAlbum(id);
  const media = useAlbumMedia(id);

  if (!hasPermission(['editor']) || !user) return <AccessDenied />;
  if (album.isPending) return <PageSpinner />;
  if (album.isError) return <Alert variant="destructive">{t('loadError')}</Alert>;
  if (!album.data) {
    return (
      <NotFound
        title={t('notFound.title')}
        description={t('notFound.description')}
        action={
          <Button asChild variant="outline">
            <Link to="/admin/albums">{t('notFound.back')}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <>
      <PageHeader
        title={t('editAlbum')}
        description={album.data.name}
        actions={
          <DeleteAlbumDialog
            album={album.data}
            itemCount={media.data?.length ?? 0}
            labelled
            onDeleted={() => {
              navigate('/admin/albums', { replace: true });
            }}
          />
        }
      />
      <div className="grid gap-8">
        <AlbumForm key={album.data.id} album={album.data} />
        <AlbumMedia albumId={album.data.id} userId={user.id} />
      </div>
    </>
  );
}
