/**
 * The elements an article's HTML may contain: the rich-text editor's output. Kept free of
 * imports so that the first view (src/app/first-view/news-body.ts) can read it without
 * DOMPurify, which sanitize-html.ts gives it to.
 */
export const ARTICLE_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'hr',
] as const;
