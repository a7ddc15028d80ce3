/**
 * The offline notice's floating pill: rendered by CacheStatusNotice, and written as static
 * markup into a stored last view (last-view.ts), which must look the same until the app takes
 * over. No imports: last-view.ts is part of the first page's JavaScript.
 */
export const STATUS_PILL_CLASS =
  'fixed inset-x-4 bottom-4 z-50 mx-auto flex w-fit items-center gap-2 rounded-full border bg-background px-4 py-2 text-sm shadow-md';

/** The pill's icon box: the updating spinner and the offline cloud. */
export const STATUS_ICON_CLASS = 'size-4 shrink-0 text-muted-foreground';
