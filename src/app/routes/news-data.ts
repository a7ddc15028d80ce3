import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { fromStartedPage } from '@/app/page-start';
import { getArticles, getArticlesQueryOptions } from '@/features/news/api/get-articles';

/**
 * The news page's data: the published articles, from the answer index.html started (page_news()
 * in SQL) when there is one. The list takes no parameters from the address.
 */
export async function prefetch(
  queryClient: QueryClient,
  _args: LoaderFunctionArgs,
  started?: Promise<unknown>,
) {
  await queryClient.prefetchQuery({
    ...getArticlesQueryOptions(),
    queryFn: started ? fromStartedPage(started, 'articles', getArticles) : getArticles,
  });
}
