import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { ARTICLE_TAGS } from '@/lib/article-tags';

/**
 * What article HTML may contain: the rich-text editor's output (paragraphs, headings, lists,
 * quotes, code, links, images) and nothing else — no scripts, styles, forms, frames or event
 * handlers. DOMPurify also drops `javascript:` and other unsafe URLs.
 */
export const ARTICLE_HTML_CONFIG: Config = {
  ALLOWED_TAGS: [...ARTICLE_TAGS],
  ALLOWED_ATTR: ['href', 'target', 'rel', 'src', 'alt', 'title'],
  ALLOW_DATA_ATTR: false,
};

/**
 * Cleans article HTML before it is stored (admin) and before it is rendered (public pages).
 * `purifier` is the browser's DOMPurify; tests outside a browser pass one bound to jsdom.
 */
export function sanitizeArticleHtml(html: string, purifier: Purifier = DOMPurify): string {
  return purifier.sanitize(html, { ...ARTICLE_HTML_CONFIG, RETURN_TRUSTED_TYPE: false });
}
