/** An article's comments, as its readers and the moderators see them, under one root. */
export const commentKeys = {
  all: ['comments'] as const,
  lists: () => [...commentKeys.all, 'list'] as const,
  list: (articleId: number) => [...commentKeys.lists(), articleId] as const,
  /** The moderation list (every comment, with its author's details). */
  admin: (articleId: number) => [...commentKeys.all, 'admin', articleId] as const,
};
