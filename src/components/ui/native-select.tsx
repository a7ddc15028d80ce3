import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * A styled native <select>, for the public pages' pickers: the phone's own picker, keyboard and
 * screen-reader behaviour for free, and none of the ~30 KB (gzip) a popover select adds to a
 * page's first JavaScript. The admin area keeps the Radix select (components/ui/select).
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'h-9 w-full min-w-0 cursor-pointer appearance-none truncate rounded-md border border-input bg-background py-2 pl-3 pr-9 text-sm shadow-sm ring-offset-background focus:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 dark:[color-scheme:dark]',
          className,
        )}
        {...props}
      />
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 opacity-50"
      />
    </div>
  );
}
