import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** "Nothing here yet" block for empty lists and sections. */
export function EmptyState({
  icon: Icon,
  message,
  children,
  className,
}: {
  icon: LucideIcon;
  message: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed px-4 py-10 text-center text-muted-foreground',
        className,
      )}
    >
      <Icon className="size-8" aria-hidden />
      <p>{message}</p>
      {children}
    </div>
  );
}
