import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** Layout shared by the 404 pages and by "item not found" states of detail pages. */
export function NotFound({
  title,
  description,
  action,
  className,
}: {
  title: string;
  description: string;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex min-h-[50vh] flex-col items-center justify-center gap-4 py-16 text-center',
        className,
      )}
    >
      <SearchX className="size-12 text-muted-foreground" aria-hidden />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="max-w-md text-muted-foreground">{description}</p>
      {action}
    </div>
  );
}
