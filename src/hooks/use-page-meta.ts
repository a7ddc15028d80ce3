import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The public pages with their own title and description (common.json → meta.<page>). */
export type PageMetaKey =
  | 'home'
  | 'matches'
  | 'match'
  | 'tables'
  | 'playoffs'
  | 'playoffBracket'
  | 'statistics'
  | 'news'
  | 'article'
  | 'players'
  | 'player'
  | 'teams'
  | 'team'
  | 'gallery'
  | 'album'
  | 'seasonArchive';

/** The description <meta> of index.html, or a new one if something removed it. */
function descriptionElement(): HTMLMetaElement {
  let element = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!element) {
    element = document.createElement('meta');
    element.name = 'description';
    document.head.append(element);
  }
  return element;
}

/**
 * Sets document.title ("<page> · Calcetto"; the home page is just "Calcetto") and the meta
 * description in the UI language, following language changes, and puts back what was there on
 * unmount so a page without this hook does not inherit another page's title.
 */
export function usePageMeta(page: PageMetaKey) {
  const { t } = useTranslation('common');
  const appName = t('appName');
  const title = page === 'home' ? appName : `${t(`meta.${page}.title`)} · ${appName}`;
  const description = t(`meta.${page}.description`);

  useEffect(() => {
    const element = descriptionElement();
    const previous = { title: document.title, description: element.content };
    document.title = title;
    element.content = description;
    return () => {
      document.title = previous.title;
      element.content = previous.description;
    };
  }, [title, description]);
}
