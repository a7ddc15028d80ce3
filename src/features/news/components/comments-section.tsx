import { LogIn, MessageSquare, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCreateComment } from '@/features/news/api/create-comment';
import { useDeleteComment } from '@/features/news/api/delete-comment';
import { useComments, type Comment } from '@/features/news/api/get-comments';
import { authorName } from '@/features/news/utils/author-name';
import { formatRelative } from '@/lib/dates';

const MAX_LENGTH = 2000;

/** Who is reading, as far as comments care. The app passes it in from the auth feature. */
export interface CommentViewer {
  status: 'loading' | 'signed-in' | 'signed-out';
  userId: string | null;
  /** Editors and admins moderate: they may delete anyone's comment. */
  canModerate: boolean;
}

function DeleteComment({ comment }: { comment: Comment }) {
  const { t } = useTranslation('news');
  const remove = useDeleteComment();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          disabled={remove.isPending}
          className="text-muted-foreground"
        >
          <Trash2 aria-hidden />
          {t('comments.delete')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('comments.confirmTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('comments.confirmDescription')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('comments.cancel')}</AlertDialogCancel>
          <AlertDialogAction onClick={() => remove.mutate(comment.id)}>
            {t('comments.delete')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function CommentForm({ articleId }: { articleId: number }) {
  const { t } = useTranslation('news');
  const id = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateComment(() => setBody(''));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setError(t('comments.required'));
      return;
    }
    setError(null);
    create.mutate({ articleId, body: body.trim() });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t('comments.label')}
      </label>
      <textarea
        id={id}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        maxLength={MAX_LENGTH}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        placeholder={t('comments.placeholder')}
        className="w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive md:text-sm"
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending}>
          {t('comments.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The article's comments; signed-in users add theirs, authors and moderators delete. */
export function CommentsSection({
  articleId,
  viewer,
}: {
  articleId: number;
  viewer: CommentViewer;
}) {
  const { t, i18n } = useTranslation('news');
  const location = useLocation();
  const { data: comments, isError } = useComments(articleId);
  return (
    <section aria-labelledby="comments-title" className="flex flex-col gap-4">
      <h2 id="comments-title" className="text-xl font-semibold tracking-tight">
        {comments ? t('comments.titleCount', { count: comments.length }) : t('comments.title')}
      </h2>
      {isError ? (
        <LoadError message={t('comments.error')} />
      ) : !comments ? (
        <div data-loading="true" className="space-y-3">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : comments.length === 0 ? (
        <EmptyState icon={MessageSquare} message={t('comments.empty')} />
      ) : (
        <ul className="flex flex-col gap-3">
          {comments.map((comment) => {
            const name = authorName(comment.author) || t('comments.anonymous');
            const mine = viewer.userId !== null && comment.author_id === viewer.userId;
            return (
              <li key={comment.id} className="flex gap-3 rounded-lg border bg-card p-3">
                <Avatar className="size-9">
                  {comment.author?.avatar_url && (
                    <AvatarImage src={comment.author.avatar_url} alt="" />
                  )}
                  <AvatarFallback className="bg-primary text-primary-foreground">
                    {name
                      .split(' ')
                      .map((part) => part[0])
                      .join('')
                      .slice(0, 2)}
                  </AvatarFallback>
                </Avatar>
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                    <span className="font-semibold">{name}</span>
                    <time dateTime={comment.created_at} className="text-xs text-muted-foreground">
                      {formatRelative(comment.created_at, i18n.resolvedLanguage ?? 'it')}
                    </time>
                  </p>
                  <p className="whitespace-pre-line break-words text-sm">{comment.body}</p>
                </div>
                {(mine || viewer.canModerate) && <DeleteComment comment={comment} />}
              </li>
            );
          })}
        </ul>
      )}
      {viewer.status === 'signed-in' ? (
        <CommentForm articleId={articleId} />
      ) : viewer.status === 'signed-out' ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">{t('comments.signInPrompt')}</p>
          <Button asChild variant="outline" size="sm">
            <Link to="/login" state={{ from: location }}>
              <LogIn aria-hidden />
              {t('comments.signIn')}
            </Link>
          </Button>
        </div>
      ) : null}
    </section>
  );
}
