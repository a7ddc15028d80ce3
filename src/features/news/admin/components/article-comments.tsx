import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeleteComment } from '@/features/news/api/delete-comment';
import { useComments } from '@/features/news/api/get-comments';
import { authorName } from '@/features/news/utils/author-name';
import { formatRelative } from '@/lib/dates';

/**
 * Comment moderation on the article's edit page: read and delete any comment. The same read and
 * delete as the article's readers (src/features/news/api), newest first here.
 */
export function ArticleComments({ articleId }: { articleId: number }) {
  const { t, i18n } = useTranslation('admin-articles');
  // A refused delete is reported in the news namespace's words (delete-comment.ts): load it
  // without suspending the page for it.
  useEffect(() => void i18n.loadNamespaces('news'), [i18n]);
  const comments = useComments(articleId);
  const remove = useDeleteComment();

  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold leading-none tracking-tight">
          {t('comments.title', { count: comments.data?.length ?? 0 })}
        </h2>
        <CardDescription>{t('comments.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {comments.isPending ? (
          <div className="grid gap-3">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : comments.isError ? (
          <Alert variant="destructive">{t('comments.loadError')}</Alert>
        ) : comments.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('comments.empty')}</p>
        ) : (
          <ul className="grid gap-3">
            {[...comments.data].reverse().map((comment) => {
              const author = authorName(comment.author) || t('common:auth.defaultName');
              return (
                <li
                  key={comment.id}
                  className="flex items-start justify-between gap-3 rounded-md border p-3"
                >
                  <div className="grid min-w-0 gap-1">
                    <p className="text-sm">
                      <span className="font-medium">{author}</span>{' '}
                      <span className="text-muted-foreground">
                        · {formatRelative(comment.created_at, i18n.resolvedLanguage ?? 'it')}
                      </span>
                    </p>
                    <p className="whitespace-pre-line break-words text-sm">{comment.body}</p>
                  </div>
                  <ConfirmDeleteDialog
                    itemName={t('comments.itemName', { author })}
                    onConfirm={() => remove.mutateAsync(comment.id)}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
