import { ChevronLeft, ChevronRight, Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { MediaItem } from '@/features/gallery/api/types';
import { PICTURE_SIZES, pictureAttributes } from '@/lib/picture-sizes';

/** A fixed-ratio thumbnail, so the grid never moves while images arrive. */
function Thumbnail({ item }: { item: MediaItem }) {
  if (item.type === 'video') {
    return (
      <span className="relative flex size-full items-center justify-center bg-zinc-900">
        {/* The first frame as a poster; metadata only, so a grid of videos stays light. */}
        <video
          src={item.url}
          preload="metadata"
          muted
          className="size-full object-cover"
          aria-hidden
        />
        <span className="absolute flex size-12 items-center justify-center rounded-full bg-black/60 text-white">
          <Play className="size-6" aria-hidden />
        </span>
      </span>
    );
  }
  return (
    <img
      alt=""
      width={640}
      height={400}
      loading="lazy"
      decoding="async"
      className="size-full object-cover transition-transform group-hover:scale-105"
      {...pictureAttributes(item.url, PICTURE_SIZES.tile)}
    />
  );
}

/** Photos and videos in a grid; one opens in a lightbox where the others can be browsed. */
export function MediaGrid({ items }: { items: MediaItem[] }) {
  const { t } = useTranslation('gallery');
  const [open, setOpen] = useState<number | null>(null);
  const current = open === null ? undefined : items[open];
  const step = (delta: number) =>
    setOpen((index) => (index === null ? null : (index + delta + items.length) % items.length));
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {items.map((item, index) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              className="group block aspect-[16/10] w-full overflow-hidden rounded-lg bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
            >
              <Thumbnail item={item} />
              <span className="sr-only">
                {t(item.type === 'video' ? 'media.playVideo' : 'media.openImage', {
                  caption: item.caption ?? t('media.untitled'),
                })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={current !== undefined} onOpenChange={(isOpen) => !isOpen && setOpen(null)}>
        {current && (
          <DialogContent
            className="max-w-4xl gap-3 p-3 sm:p-4"
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') step(1);
              if (event.key === 'ArrowLeft') step(-1);
            }}
          >
            <DialogTitle className="pr-8 text-base">
              {current.caption ?? t('media.untitled')}
            </DialogTitle>
            <DialogDescription className="sr-only">
              {t('media.position', { current: (open ?? 0) + 1, total: items.length })}
            </DialogDescription>
            <div className="flex aspect-[16/10] items-center justify-center overflow-hidden rounded-md bg-black">
              {current.type === 'video' ? (
                <video
                  key={current.id}
                  src={current.url}
                  controls
                  autoPlay
                  className="max-h-full max-w-full"
                >
                  {t('media.noVideo')}
                </video>
              ) : (
                <img
                  key={current.id}
                  alt={current.caption ?? ''}
                  className="max-h-full max-w-full object-contain"
                  {...pictureAttributes(current.url, PICTURE_SIZES.viewer)}
                />
              )}
            </div>
            {items.length > 1 && (
              <div className="flex items-center justify-between">
                <Button variant="outline" size="sm" onClick={() => step(-1)}>
                  <ChevronLeft aria-hidden />
                  {t('media.previous')}
                </Button>
                <span className="text-sm text-muted-foreground" aria-hidden>
                  {(open ?? 0) + 1} / {items.length}
                </span>
                <Button variant="outline" size="sm" onClick={() => step(1)}>
                  {t('media.next')}
                  <ChevronRight aria-hidden />
                </Button>
              </div>
            )}
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
