import { newsKeys } from '@/entities/article/article-keys';

export interface ArticleListFilters {
  page: number;
  search: string;
}

/** Admin shapes under the entity's root: invalidating the root reaches them and the public ones. */
export const articlesKeys = {
  all: [...newsKeys.admin()] as const,
  lists: () => [...articlesKeys.all, 'list'] as const,
  list: (filters: ArticleListFilters) => [...articlesKeys.lists(), filters] as const,
  details: () => [...articlesKeys.all, 'detail'] as const,
  detail: (id: number) => [...articlesKeys.details(), id] as const,
};
