import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePinnedArticles } from '@/features/homepage/admin/api/get-pinned-articles';
import { useWidgetOptions } from '@/features/homepage/admin/api/get-widget-options';
import {
  DEFAULT_LIMITS,
  numberSetting,
  textSetting,
  type Widget,
} from '@/features/homepage/utils/layout';

/** One line saying what a widget will show ('Serie A · 12 squadre', the hero title…). */
export function useWidgetSummary() {
  const { t } = useTranslation('homepage-editor');
  const pinned = usePinnedArticles();
  const options = useWidgetOptions();

  return useCallback(
    ({ kind, settings }: Widget): string => {
      const name = (list: readonly { id: number; name: string }[] | undefined, key: string) =>
        list?.find((item) => item.id === numberSetting(settings, key))?.name;
      switch (kind) {
        case 'hero':
          return textSetting(settings, 'title') || t('summary.noTitle');
        case 'countdown':
          return t('summary.countdown');
        case 'pinned_article': {
          const articleId = numberSetting(settings, 'article_id');
          const article = pinned.data?.find((item) => item.id === articleId);
          if (article) return article.title;
          return articleId === null ? t('summary.noArticle') : t('summary.notPinned');
        }
        case 'latest_news':
          return t('summary.articles', {
            count: numberSetting(settings, 'limit', DEFAULT_LIMITS.latest_news),
          });
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
