import { ChevronLeft, ChevronRight, Images } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCarouselMedia } from '@/features/homepage/api/get-carousel-media';
import { WidgetCard } from '@/features/homepage/components/widget-card';
import {
  DEFAULT_LIMITS,
  numberSetting,
  type WidgetSettings,
} from '@/features/homepage/utils/layout';
import { PICTURE_SIZES, pictureAttributes } from '@/lib/picture-sizes';

/**
 * The latest gallery images, one at a time, moved only by the visitor (no autoplay: nothing
 * shifts under a reader, and WCAG 2.2.2 needs no pause control).
 */
export function MediaCarouselWidget({ settings }: { settings: WidgetSettings }) {
  const { t } = useTranslation('homepage');
  const { data, isError } = useCarouselMedia({
    albumId: numberSetting(settings, 'album_id'),
    limit: numberSetting(settings, 'limit', DEFAULT_LIMITS.media_carousel),
  });
  const [index, setIndex] = useState(0);
  const count = data?.length ?? 0;
  const current = data?.[count ? index % count : 0];
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  return (
    <WidgetCard title={t('carousel.title')} link={{ to: '/gallery', label: t('carousel.all') }}>
      {isError ? (
        <LoadError message={t('carousel.error')} />
      ) : count === 0 && data ? (
        <EmptyState icon={Images} message={t('carousel.empty')} />
      ) : (
        <div>
          <div className="relative aspect-[16/10] overflow-hidden rounded-lg bg-muted">
            {current ? (
              <img
                key={current.id}
                alt={current.caption ?? ''}
                width={640}
                height={400}
                loading="lazy"
                decoding="async"
                className="size-full animate-fade-in object-cover"
                {...pictureAttributes(current.url, PICTURE_SIZES.wide)}
              />
            ) : (
              <Skeleton data-loading="true" className="size-full" />
            )}
          </div>
          <div className="mt-3 flex items-center gap-2">
            <Button
              variant="outline"
              size="icon"
              onClick={() => go(-1)}
              disabled={count < 2}
              aria-label={t('carousel.previous')}
            >
              <ChevronLeft aria-hidden />
            </Button>
            <p className="min-w-0 flex-1 text-center text-sm" aria-live="polite">
              <span className="line-clamp-1">{current?.caption}</span>
              {count > 0 && (
                <span className="text-xs text-muted-foreground">
                  {t('carousel.position', { current: (index % count) + 1, total: count })}
                </span>
              )}
            </p>
            <Button
              variant="outline"
              size="icon"
              onClick={() => go(1)}
              disabled={count < 2}
              aria-label={t('carousel.next')}
            >
              <ChevronRight aria-hidden />
            </Button>
          </div>
        </div>
      )}
    </WidgetCard>
  );
}
