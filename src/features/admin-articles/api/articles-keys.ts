export interface ArticleListFilters {
  page: number;
  search: string;
}

export const articlesKeys = {
  all: ['admin-articles'] as const,
  lists: () => [...articlesKeys.all, 'list'] as const,
  list: (filters: ArticleListFilters) => [...articlesKeys.lists(), filters] as const,
  details: () => [...articlesKeys.all, 'detail'] as const,
  detail: (id: number) => [...articlesKeys.details(), id] as const,
  comments: (articleId: number) => [...articlesKeys.detail(articleId), 'comments'] as const,
};
