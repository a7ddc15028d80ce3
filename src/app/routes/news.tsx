import { NewsList } from '@/features/news/components/news-list';
import { usePageMeta } from '@/hooks/use-page-meta';

export function Component() {
  usePageMeta('news');
  return <NewsList />;
}
