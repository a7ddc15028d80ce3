import { Film } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useAlbums } from '@/features/gallery/api/get-albums';
import type { StoredMediaItem } from '@/features/gallery/api/types';
import {
  useAlbumMedia,
  useDeleteMedia,
  useMoveMedia,
} from '@/features/gallery/admin/api/album-media';
import { MediaUploadForm } from '@/features/gallery/admin/components/media-upload-form';
import { PICTURE_SIZES, pictureAttributes } from '@/lib/picture-sizes';

/** Radix Select cannot hold an empty value; this one means "out of every album". */
const NO_ALBUM = 'none';

function MediaCard({
  item,
  albumId,
  index,
}: {
  item: StoredMediaItem;
  albumId: number;
  index: number;
}) {
  const { t } = useTranslation('admin-gallery');
  // The gallery's own list of albums, as the upload dialog's picker reads it.
  const albums = useAlbums();
  const moveMedia = useMoveMedia();
  const remove = useDeleteMedia();
  const name = item.caption || t('media.itemName', { n: index + 1 });

  return (
    <li className="grid content-start gap-2 rounded-lg border p-2">
      <div className="aspect-video overflow-hidden rounded-md bg-muted">
        {item.type === 'video' ? (
          <div className="relative size-full">
            <video src={item.url} muted preload="metadata" className="size-full object-cover" />
            <Film
              className="absolute left-2 top-2 size-5 text-white drop-shadow"
              aria-label={t('media.video')}
            />
          </div>
        ) : (
          <img
            alt={item.caption ?? ''}
            loading="lazy"
            className="size-full object-cover"
            {...pictureAttributes(item.url, PICTURE_SIZES.tile)}
          />
        )}
      </div>
      <p className="line-clamp-2 min-h-10 text-sm">{name}</p>
      <div className="flex items-center gap-1">
        <Select
          value=""
          disabled={moveMedia.isPending}
          onValueChange={(value) => {
            const target = value === NO_ALBUM ? null : Number(value);
            moveMedia.mutate(
              { ids: [item.id], albumId: target },
              { onSuccess: () => toast.success(t('media.moved', { name })) },
            );
          }}
        >
          <SelectTrigger className="h-8" aria-label={t('media.moveNamed', { name })}>
            <SelectValue placeholder={t('media.move')} />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={NO_ALBUM}>{t('media.noAlbum')}</SelectItem>
            {(albums.data ?? [])
              .filter((album) => album.id !== albumId)
              .map((album) => (
                <SelectItem key={album.id} value={String(album.id)}>
                  {album.name}
                </SelectItem>
              ))}
          </SelectContent>
        </Select>
        <ConfirmDeleteDialog itemName={name} onConfirm={() => remove.mutateAsync(item)} />
      </div>
    </li>
  );
}

/** The album's photos and videos: upload more, move them to another album, delete them. */
export function AlbumMedia({ albumId, userId }: { albumId: number; userId: string }) {
  const { t } = useTranslation('admin-gallery');
  const media = useAlbumMedia(albumId);

  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold leading-none tracking-tight">
          {t('media.title', { count: media.data?.length ?? 0 })}
        </h2>
        <CardDescription>{t('media.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <MediaUploadForm albumId={albumId} userId={userId} />
        {media.isPending ? (
          <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="aspect-video" />
            ))}
          </div>
        ) : media.isError ? (
          <Alert variant="destructive">{t('media.loadError')}</Alert>
        ) : media.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('media.empty')}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
            {media.data.map((item, index) => (
              <MediaCard key={item.id} item={item} albumId={albumId} index={index} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
