import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { fromStartedPage } from '@/app/page-start';
import { getArticle, getArticleQueryOptions, type Article } from '@/features/news/api/get-article';
import { getCommentsQueryOptions, type Comment } from '@/features/news/api/get-comments';

/** page_article() in SQL: the slug it looked up, the article and its comments. */
interface StartedArticlePage {
  slug?: string;
  article?: Article | null;
  comments?: Comment[] | null;
}

/**
 * An article page's data: the article, then its comments (they are asked for by the article's
 * id). From the answer index.html started (page_article() in SQL), both at once: the comments
 * are filed before the article resolves, so the comments section finds them when it mounts.
 */
export async function prefetch(
  queryClient: QueryClient,
  { params }: LoaderFunctionArgs,
  started?: Promise<unknown>,
) {
  const slug = params.slug ?? '';
  if (!started) {
    const article = await queryClient.fetchQuery(getArticleQueryOptions(slug)).catch(() => null);
    if (article) await queryClient.prefetchQuery(getCommentsQueryOptions(article.id));
    return;
  }
  const filed = started.then((answer) => {
    const page = answer as StartedArticlePage;
    // index.html takes the slug from the address as it is written; the page from the decoded
    // address. Should they differ, the page asks for its own.
    if (page.slug !== slug) return {};
    if (page.article && page.comments)
      queryClient.setQueryData(getCommentsQueryOptions(page.article.id).queryKey, page.comments);
    return page;
  });
  await queryClient.prefetchQuery({
    ...getArticleQueryOptions(slug),
    queryFn: fromStartedPage(filed, 'article', () => getArticle(slug)),
  });
}
