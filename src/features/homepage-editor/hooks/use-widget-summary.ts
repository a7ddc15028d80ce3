import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePinnedArticles } from '@/features/homepage-editor/api/get-pinned-articles';
import { useWidgetOptions } from '@/features/homepage-editor/api/get-widget-options';
import type { EditorWidget } from '@/features/homepage-editor/utils/layout';

/** One line saying what a widget will show ('Serie A · 12 squadre', the hero title…). */
export function useWidgetSummary() {
  const { t } = useTranslation('homepage-editor');
  const pinned = usePinnedArticles();
  const options = useWidgetOptions();

  return useCallback(
    ({ kind, settings }: EditorWidget): string => {
      const id = (key: string) => (typeof settings[key] === 'number' ? settings[key] : null);
      const limit = typeof settings.limit === 'number' ? settings.limit : null;
      const name = (list: readonly { id: number; name: string }[] | undefined, key: string) =>
        list?.find((item) => item.id === id(key))?.name;
      switch (kind) {
        case 'hero':
          return typeof settings.title === 'string' && settings.title.trim()
            ? settings.title
            : t('summary.noTitle');
        case 'countdown':
          return t('summary.countdown');
        case 'pinned_article': {
          const article = pinned.data?.find((item) => item.id === id('article_id'));
          if (article) return article.title;
          return id('article_id') === null ? t('summary.noArticle') : t('summary.notPinned');
        }
        case 'latest_news':
          return t('summary.articles', { count: limit ?? 4 });
        case 'media_carousel':
          return name(options.data?.albums, 'album_id') ?? t('settings.allMedia');
        case 'upcoming_matches':
        case 'league_table':
          return (
            name(options.data?.competitions, 'competition_id') ?? t('settings.mainCompetition')
          );
      }
    },
    [t, pinned.data, options.data],
  );
}
