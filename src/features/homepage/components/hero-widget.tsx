import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { safePath, textSetting, type WidgetSettings } from '@/features/homepage/utils/layout';
import { cn } from '@/lib/utils';
import { PICTURE_SIZES, pictureAttributes } from '@/lib/picture-sizes';

/**
 * Title, subtitle and a call to action over the (optional) hero image. It needs nothing but the
 * layout row, so its text — the page's largest element — paints as soon as the layout arrives.
 */
export function HeroWidget({
  settings,
  headingLevel,
}: {
  settings: WidgetSettings;
  headingLevel: 'h1' | 'h2';
}) {
  const title = textSetting(settings, 'title');
  const subtitle = textSetting(settings, 'subtitle');
  const buttonText = textSetting(settings, 'button_text');
  const link = safePath(textSetting(settings, 'button_link'));
  const image = textSetting(settings, 'image_url');
  const Heading = headingLevel;
  return (
    <section
      className={cn(
        'relative isolate flex min-h-[240px] items-end overflow-hidden rounded-2xl sm:min-h-[320px] lg:min-h-[360px]',
        image ? 'bg-zinc-900 text-white' : 'bg-primary text-primary-foreground',
      )}
    >
      {image && (
        <>
          <img
            alt=""
            width={1600}
            height={600}
            fetchPriority="high"
            decoding="async"
            className="absolute inset-0 -z-10 size-full object-cover"
            {...pictureAttributes(image, PICTURE_SIZES.wide)}
          />
          {/* Keeps white text readable on any photo. */}
          <div className="absolute inset-0 -z-10 bg-gradient-to-t from-black/85 via-black/55 to-black/10 sm:bg-gradient-to-r" />
        </>
      )}
      <div className="flex max-w-2xl flex-col gap-3 p-6 sm:p-10">
        {title && (
          <Heading className="text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl lg:text-5xl">
            {title}
          </Heading>
        )}
        {subtitle && <p className="text-base opacity-90 sm:text-lg">{subtitle}</p>}
        {buttonText && link && (
          <div className="pt-2">
            <Button asChild size="lg" variant={image ? 'default' : 'secondary'}>
              <Link to={link}>
                {buttonText}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
