import { cn } from '@/lib/utils';
import { PICTURE_SIZES, pictureAttributes } from '@/lib/picture-sizes';

/** The player's photo, or his initials, in a fixed square so nothing shifts while it loads. */
export function PlayerPhoto({
  firstName,
  lastName,
  photoUrl,
  className,
}: {
  firstName: string;
  lastName: string;
  photoUrl: string | null;
  className?: string;
}) {
  if (photoUrl) {
    return (
      <img
        alt=""
        width={160}
        height={160}
        loading="lazy"
        decoding="async"
        className={cn('shrink-0 rounded-full bg-muted object-cover', className)}
        {...pictureAttributes(photoUrl, PICTURE_SIZES.portrait)}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-muted font-semibold text-muted-foreground',
        className,
      )}
    >
      {`${firstName[0] ?? ''}${lastName[0] ?? ''}`.toUpperCase()}
    </span>
  );
}
