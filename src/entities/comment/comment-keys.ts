/**
 * An article's comments under one root: its readers and the moderators on the article's edit
 * page read the same list (src/features/news/api/get-comments.ts).
 */
export const commentKeys = {
  all: ['comments'] as const,
  lists: () => [...commentKeys.all, 'list'] as const,
  list: (articleId: number) => [...commentKeys.lists(), articleId] as const,
};
