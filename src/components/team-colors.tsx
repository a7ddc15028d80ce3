import { cn } from '@/lib/utils';

/** The team's (up to two) colours as swatches, with the hex values for screen readers. */
export function TeamColors({
  colors,
  label,
  className,
}: {
  colors: string[] | null | undefined;
  label: string;
  className?: string;
}) {
  if (!colors?.length) return null;
  return (
    <span className={cn('inline-flex items-center gap-1', className)}>
      <span className="sr-only">
        {label}: {colors.join(', ')}
      </span>
      {colors.map((color) => (
        <span
          key={color}
          aria-hidden
          className="size-4 rounded-full border border-foreground/20"
          style={{ backgroundColor: color }}
        />
      ))}
    </span>
  );
}
