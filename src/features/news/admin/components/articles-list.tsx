import { Pin, PinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import type { DataTableColumn } from '@/components/admin/data-table';
import { PagedSearchList, RowEditButton, RowLink } from '@/components/admin/paged-search-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DeferredTooltip } from '@/components/ui/deferred-tooltip';
import { useListParams } from '@/hooks/use-list-params';
import { useDeleteArticle } from '@/features/news/admin/api/delete-article';
import { useArticles, type ArticleListItem } from '@/features/news/admin/api/get-articles';
import { useSetArticlePinned } from '@/features/news/admin/api/set-article-pinned';
import { authorName } from '@/features/news/utils/author-name';
import { formatLeagueDate } from '@/lib/dates';

function PinToggle({ article, onChanged }: { article: ArticleListItem; onChanged?: () => void }) {
  const { t } = useTranslation('admin-articles');
  const setPinned = useSetArticlePinned({ onSuccess: onChanged });
  const label = t(article.pinned ? 'list.unpin' : 'list.pin', { title: article.title });
  return (
    <DeferredTooltip label={label}>
      <Button
        variant="ghost"
        size="icon"
        aria-label={label}
        aria-pressed={article.pinned}
        disabled={setPinned.isPending}
        className={article.pinned ? 'text-foreground' : 'text-muted-foreground'}
        onClick={() => setPinned.mutate({ id: article.id, pinned: !article.pinned })}
      >
        {article.pinned ? <Pin className="fill-current" /> : <PinOff />}
      </Button>
    </DeferredTooltip>
  );
}

interface ArticlesListProps {
  /** Called after a pin or a delete, so the route can refresh the public widgets. */
  onChanged?: () => void;
}

/** Articles: pin, title, status, author, published at; searchable by title, paginated. */
export function ArticlesList({ onChanged }: ArticlesListProps) {
  const { t, i18n } = useTranslation('admin-articles');
  const params = useListParams();
  const articles = useArticles({ page: params.page, search: params.search });
  const remove = useDeleteArticle({ onSuccess: onChanged });
  const language = i18n.resolvedLanguage ?? 'it';

  const columns: DataTableColumn<ArticleListItem>[] = [
    {
      id: 'pinned',
      header: <span className="sr-only">{t('list.pinned')}</span>,
      className: 'w-12',
      cell: (article) => <PinToggle article={article} onChanged={onChanged} />,
    },
    {
      id: 'title',
      header: t('list.title'),
      className: 'whitespace-normal min-w-48',
      cell: (article) => (
        <RowLink to={`/admin/articles/${article.id}/edit`}>{article.title}</RowLink>
      ),
    },
    {
      id: 'status',
      header: t('list.status'),
      cell: (article) => (
        <Badge variant={article.status === 'published' ? 'default' : 'outline'}>
          {t(`status.${article.status}`)}
        </Badge>
      ),
    },
    {
      id: 'author',
      header: t('list.author'),
      className: 'hidden md:table-cell',
      cell: (article) => authorName(article.author) || '—',
    },
    {
      id: 'publishedAt',
      header: t('list.publishedAt'),
      className: 'hidden sm:table-cell',
      cell: (article) =>
        article.published_at ? formatLeagueDate(article.published_at, language) : '—',
    },
  ];

  return (
    <PagedSearchList
      namespace="admin-articles"
      params={params}
      query={articles}
      columns={columns}
      rowActions={(article) => (
        <>
          <RowEditButton
            to={`/admin/articles/${article.id}/edit`}
            label={t('list.editNamed', { title: article.title })}
          >
            {t('common:actions.edit')}
          </RowEditButton>
          <ConfirmDeleteDialog
            itemName={article.title}
            extra={t('list.deleteExtra')}
            onConfirm={() => remove.mutateAsync(article.id)}
          />
        </>
      )}
    />
  );
}
