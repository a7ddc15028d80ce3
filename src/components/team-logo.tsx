import { useState } from 'react';
import { teamInitials } from '@/lib/team-initials';
import { cn } from '@/lib/utils';

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
  className,
}: {
  name: string;
  logoUrl?: string | null;
  colors?: readonly string[] | null;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (logoUrl && !failed) {
    return (
      <img
        src={logoUrl}
        alt=""
        onError={() => setFailed(true)}
        className={cn('shrink-0 object-contain', SIZES[size], className)}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full border font-semibold text-white',
        SIZES[size],
        className,
      )}
      style={{ backgroundColor: colors?.[0] ?? '#64748b', textShadow: '0 0 2px rgb(0 0 0 / 0.8)' }}
    >
      {teamInitials(name)}
    </span>
  );
}
