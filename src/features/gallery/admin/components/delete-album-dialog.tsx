import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { useDeleteAlbum } from '@/features/gallery/admin/api/album';

interface DeleteAlbumDialogProps {
  album: { id: number; name: string };
  itemCount: number;
  /** Shows a labelled button instead of the icon (on the album's own page). */
  labelled?: boolean;
  onDeleted?: () => void;
}

/** The confirmation says what happens to the media: they leave the album, not the gallery. */
export function DeleteAlbumDialog({
  album,
  itemCount,
  labelled,
  onDeleted,
}: DeleteAlbumDialogProps) {
  const { t } = useTranslation('admin-gallery');
  const remove = useDeleteAlbum({ onSuccess: onDeleted });
  return (
    <ConfirmDeleteDialog
      itemName={album.name}
      extra={t('deleteAlbum.mediaMoved', { count: itemCount })}
      onConfirm={() => remove.mutateAsync(album.id)}
      trigger={
        labelled ? (
          <Button variant="outline" className="text-destructive hover:text-destructive">
            <Trash2 aria-hidden />
            {t('deleteAlbum.button')}
          </Button>
        ) : undefined
      }
    />
  );
}
