import { ArrowLeft, Images } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { NotFound } from '@/components/errors/not-found';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAlbum } from '@/features/gallery/api/get-album';
import { MediaGrid } from '@/features/gallery/components/media-grid';
import { UploadEntry, type GalleryViewer } from '@/features/gallery/components/upload-entry';

function BackToGallery() {
  const { t } = useTranslation('gallery');
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2 self-start">
      <Link to="/gallery">
        <ArrowLeft aria-hidden />
        {t('album.back')}
      </Link>
    </Button>
  );
}

/** One album and its photos and videos. */
export function AlbumPage({ albumId, viewer }: { albumId: number; viewer: GalleryViewer }) {
  const { t } = useTranslation('gallery');
  const { data: album, isPending, isError } = useAlbum(albumId);
  if (isPending) {
    return (
      <div data-loading="true" className="flex flex-col gap-6">
        <BackToGallery />
        <h1 className="sr-only">{t('album.loading')}</h1>
        <Skeleton className="h-9 w-72 max-w-full" />
        <Skeleton className="h-5 w-96 max-w-full" />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="aspect-[16/10] rounded-lg" />
          ))}
        </div>
      </div>
    );
  }
  if (isError) {
    return (
      <div className="flex flex-col gap-4">
        <BackToGallery />
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <LoadError message={t('albums.error')} />
      </div>
    );
  }
  if (!album) {
    return (
      <NotFound
        title={t('album.notFound.title')}
        description={t('album.notFound.description')}
        action={
          <Button asChild>
            <Link to="/gallery">{t('album.back')}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <BackToGallery />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{album.name}</h1>
          {album.description && <p className="text-muted-foreground">{album.description}</p>}
        </div>
        <UploadEntry viewer={viewer} albumId={album.id} />
      </div>
      {album.media.length ? (
        <MediaGrid items={album.media} />
      ) : (
        <EmptyState icon={Images} message={t('album.empty')} />
      )}
    </div>
  );
}
