import { newsKeys } from '@/entities/article/article-keys';
import { homepageLayoutKeys } from '@/entities/homepage-layout/homepage-layout-keys';
import { lookupKeys } from '@/lib/lookups';

/** The layout editor's reads, each under the root of what it shows, so saves elsewhere reach it. */
export const homepageEditorKeys = {
  layout: () => homepageLayoutKeys.editor(),
  pinnedArticles: () => [...newsKeys.admin(), 'pinned'] as const,
  /** Albums to point a media carousel at (competitions are the shared lookup). */
  albums: () => [...lookupKeys.all, 'widget-albums'] as const,
};
