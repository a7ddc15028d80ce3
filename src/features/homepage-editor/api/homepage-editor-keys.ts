export const homepageEditorKeys = {
  all: ['homepage-editor'] as const,
  layout: () => [...homepageEditorKeys.all, 'layout'] as const,
  pinnedArticles: () => [...homepageEditorKeys.all, 'pinned-articles'] as const,
  options: () => [...homepageEditorKeys.all, 'options'] as const,
};
