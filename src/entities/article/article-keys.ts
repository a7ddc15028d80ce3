/**
 * Every cached shape of an article, public (the news list, an article by slug) and admin, under
 * one root; the key's word stays 'news', the public pages' name for articles.
 */
export const newsKeys = {
  all: ['news'] as const,
  lists: () => [...newsKeys.all, 'list'] as const,
  list: () => [...newsKeys.lists(), {}] as const,
  details: () => [...newsKeys.all, 'detail'] as const,
  detail: (slug: string) => [...newsKeys.details(), slug] as const,
  /** The admin screens' shapes (paged lists, the editor's row by id). */
  admin: () => [...newsKeys.all, 'admin'] as const,
};
