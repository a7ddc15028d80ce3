/** The home page's layout, as the home page shows it and as the layout editor edits it. */
export const homepageLayoutKeys = {
  all: ['homepage-layout'] as const,
  published: () => [...homepageLayoutKeys.all, 'published'] as const,
  editor: () => [...homepageLayoutKeys.all, 'editor'] as const,
};
