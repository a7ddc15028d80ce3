import { Images } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAlbums } from '@/features/gallery/api/get-albums';
import { useMedia } from '@/features/gallery/api/get-media';
import { MediaGrid } from '@/features/gallery/components/media-grid';
import { UploadEntry, type GalleryViewer } from '@/features/gallery/components/upload-entry';
import { formatLeagueDate } from '@/lib/dates';
import { PICTURE_SIZES, pictureAttributes } from '@/lib/picture-sizes';

const TABS = ['albums', 'media'] as const;
type Tab = (typeof TABS)[number];

function GridSkeleton({ count }: { count: number }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} data-loading="true">
          <Skeleton className="aspect-[16/10] w-full rounded-lg" />
        </li>
      ))}
    </ul>
  );
}

function Albums() {
  const { t, i18n } = useTranslation('gallery');
  const { data: albums, isError } = useAlbums();
  if (isError) return <LoadError message={t('albums.error')} />;
  if (!albums) return <GridSkeleton count={8} />;
  if (!albums.length) return <EmptyState icon={Images} message={t('albums.empty')} />;
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {albums.map((album) => (
        <li key={album.id} className="min-w-0">
          <Link
            to={`/gallery/albums/${album.id}`}
            className="group flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <div className="aspect-[16/10] overflow-hidden bg-muted">
              {album.cover[0] ? (
                <img
                  alt=""
                  width={640}
                  height={400}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover transition-transform group-hover:scale-105"
                  {...pictureAttributes(album.cover[0].url, PICTURE_SIZES.card)}
                />
              ) : (
                <span className="flex size-full items-center justify-center">
                  <Images className="size-10 text-muted-foreground" aria-hidden />
                </span>
              )}
            </div>
            <div className="flex flex-col gap-1 p-4">
              <h2 className="font-semibold">{album.name}</h2>
              <p className="text-sm text-muted-foreground">
                {t('albums.items', { count: album.item_count })} ·{' '}
                {formatLeagueDate(album.created_at, i18n.resolvedLanguage ?? 'it', 'date')}
              </p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function AllMedia() {
  const { t } = useTranslation('gallery');
  const media = useMedia();
  if (media.isError) return <LoadError message={t('media.error')} />;
  if (!media.data) return <GridSkeleton count={12} />;
  const items = media.data.pages.flat();
  if (!items.length) return <EmptyState icon={Images} message={t('media.empty')} />;
  return (
    <div className="flex flex-col items-center gap-6">
      <div className="w-full">
        <MediaGrid items={items} />
      </div>
      {media.hasNextPage && (
        <Button
          variant="outline"
          onClick={() => media.fetchNextPage()}
          disabled={media.isFetchingNextPage}
        >
          {t('media.more')}
        </Button>
      )}
    </div>
  );
}

/** The gallery: albums, or every photo and video; signed-in users upload. */
export function GalleryPage({ viewer }: { viewer: GalleryViewer }) {
  const { t } = useTranslation('gallery');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'media' ? 'media' : 'albums';
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <UploadEntry viewer={viewer} />
      </div>
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(value === 'media' ? { tab: 'media' } : {}, { replace: true })
        }
      >
        <TabsList>
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="albums">
          <Albums />
        </TabsContent>
        <TabsContent value="media">
          <AllMedia />
        </TabsContent>
      </Tabs>
    </div>
  );
}
