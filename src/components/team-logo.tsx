import { useState } from 'react';
import { teamBadgeColours } from '@/lib/colors';
import { pictureAttributes, TEAM_LOGO_PIXELS } from '@/lib/picture-sizes';
import { teamInitials } from '@/lib/team-initials';
import { cn } from '@/lib/utils';

// TEAM_LOGO_PIXELS has them in pixels.
const SIZES = {
  sm: 'size-6 text-[0.6rem]',
  md: 'size-10 text-xs',
  lg: 'size-16 text-base',
  xl: 'size-24 text-2xl',
};

/**
 * A team's logo, or its initials on its first colour when it has none (or the image fails).
 * Decorative: the team's name is always written beside it. Fixed size, so nothing moves
 * when the image arrives.
 */
export function TeamLogo({
  name,
  logoUrl,
  colors,
  size = 'sm',
  eager = false,
  className,
  pixels = TEAM_LOGO_PIXELS[size],
}: {
  name: string;
  logoUrl?: string | null;
  colors?: readonly string[] | null;
  size?: keyof typeof SIZES;
  /** The page's own crest, often its largest picture: asked for at once. */
  eager?: boolean;
  className?: string;
  /** How wide it is shown, when `className` changes its size (a `sizes` value). */
  pixels?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (logoUrl && !failed) {
    return (
      // Lazy even on the first screen: an eager image starts its request in the microtask after
      // it is inserted, and a phone spent ~20 ms on each there before painting anything, ~0.3 s
      // for a table's logos. A lazy one is asked for after layout, off the first paint's path.
      <img
        alt=""
        loading={eager ? undefined : 'lazy'}
        decoding="async"
        onError={() => setFailed(true)}
        className={cn('shrink-0 object-contain', SIZES[size], className)}
        {...pictureAttributes(logoUrl, pixels)}
      />
    );
  }
  const { background, ink } = teamBadgeColours(colors);
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full border font-semibold',
        SIZES[size],
        className,
      )}
      // A team's colour is whatever its admin picked, white included: the ink follows it.
      style={{ backgroundColor: background, color: ink }}
    >
      {teamInitials(name)}
    </span>
  );
}
