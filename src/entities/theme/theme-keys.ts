/** The site appearance is a single row (id = 1), so there are no lists. */
export const themeKeys = {
  all: ['theme'] as const,
  details: () => [...themeKeys.all, 'detail'] as const,
  detail: (id: number) => [...themeKeys.details(), id] as const,
};
