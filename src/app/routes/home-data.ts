import type { QueryClient } from '@tanstack/react-query';
import { prefetchHomepage } from '@/features/homepage/api/prefetch-homepage';

/** The home page's data, started by the router alongside the page's code (public-pages.ts). */
export function prefetch(queryClient: QueryClient): Promise<void> {
  return prefetchHomepage(queryClient);
}
