import { cn } from '@/lib/utils';

const SWATCH_SIZES = { sm: 'size-3', md: 'size-4' };

/**
 * The team's colours as swatches. With a label, the hex values are written for screen
 * readers; without one the swatches are decorative (the team is named beside them).
 */
export function TeamColors({
  colors,
  label,
  size = 'md',
  className,
}: {
  colors: readonly string[] | null | undefined;
  label?: string;
  size?: keyof typeof SWATCH_SIZES;
  className?: string;
}) {
  if (!colors?.length) return null;
  return (
    <span
      aria-hidden={label ? undefined : true}
      className={cn('inline-flex items-center gap-1', className)}
    >
      {label && (
        <span className="sr-only">
          {label}: {colors.join(', ')}
        </span>
      )}
      {colors.map((color) => (
        <span
          key={color}
          aria-hidden
          className={cn('rounded-full border border-foreground/20', SWATCH_SIZES[size])}
          style={{ backgroundColor: color }}
        />
      ))}
    </span>
  );
}
