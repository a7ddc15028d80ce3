import { useParams } from 'react-router-dom';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { ArticlePage } from '@/features/news/components/article-page';
import type { CommentViewer } from '@/features/news/components/comments-section';
import { usePageMeta } from '@/hooks/use-page-meta';

export function Component() {
  usePageMeta('article');
  const { slug = '' } = useParams();
  const { status, user, hasPermission } = useAuth();
  const viewer: CommentViewer = {
    status,
    userId: user?.id ?? null,
    canModerate: hasPermission(['editor']),
  };
  return <ArticlePage key={slug} slug={slug} viewer={viewer} />;
}
