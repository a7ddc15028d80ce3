export const newsKeys = {
  all: ['news'] as const,
  lists: () => [...newsKeys.all, 'list'] as const,
  list: () => [...newsKeys.lists(), {}] as const,
  details: () => [...newsKeys.all, 'detail'] as const,
  detail: (slug: string) => [...newsKeys.details(), slug] as const,
  comments: (articleId: number) => [...newsKeys.all, 'comments', articleId] as const,
};
