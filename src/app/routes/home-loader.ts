import { prefetchHomepage } from '@/features/homepage/api/prefetch-homepage';
import { i18n } from '@/lib/i18n';
import { getQueryClient } from '@/lib/query-client';

/**
 * The home page's loader, apart from the page (router.tsx loads both at once): the data starts
 * with the translations, in parallel with the page's chunk, instead of after its first render.
 */
export async function loader() {
  void prefetchHomepage(getQueryClient());
  await i18n.loadNamespaces('homepage');
  return null;
}
