import { ARTICLE_TAGS } from '@/lib/article-tags';
import { Html, markup } from '@/app/first-view/html';

/**
 * An article's content (HTML written in the admin editor, stored as the editor sent it: nothing
 * in the database cleans it) as the app shows it after DOMPurify
 * (src/features/news/components/article-content.tsx), without DOMPurify, which is too big to
 * inline. The content is parsed into an inert document (DOMParser: no script runs, nothing
 * loads) and written again from scratch: only the editor's plain elements below, their text
 * escaped. What DOMPurify would keep of that is all of it, except a link's `target`, which it
 * drops. Anything else (an image, an attribute, a comment, an element not listed) gives null:
 * the page is left to the app and its sanitiser. news-body.test.ts holds this to DOMPurify.
 */

/**
 * The editor's elements kept as they are when they carry no attribute: all but a link (written
 * below), an image and preformatted code, which leave the page to the app.
 */
const PLAIN: ReadonlySet<string> = new Set(
  ARTICLE_TAGS.filter((tag) => tag !== 'a' && tag !== 'img' && tag !== 'pre'),
);

/** A link DOMPurify keeps unchanged: web, mail, or on this site, without spaces or quotes. */
const HREF = /^(?:https?:\/\/|mailto:|\/|#)[\w\-.~:/?#[\]@!$&()*+,;=%]*$/;
const REL = /^[a-z]+(?: [a-z]+)*$/;

function children(node: Node): Html[] | null {
  const out: Html[] = [];
  for (const child of node.childNodes) {
    const html =
      child instanceof Text
        ? markup`${child.data}`
        : child instanceof Element
          ? element(child)
          : null;
    if (!html) return null;
    out.push(html);
  }
  return out;
}

function element(node: Element): Html | null {
  const tag = node.localName;
  let attributes = '';
  if (tag === 'a') {
    for (const { name, value } of node.attributes) {
      if ((name === 'href' && HREF.test(value)) || (name === 'rel' && REL.test(value))) {
        attributes += markup` ${name}="${value}"`.value;
      } else if (name !== 'target') return null;
    }
  } else if (!PLAIN.has(tag) || node.attributes.length) return null;
  if (tag === 'br' || tag === 'hr') return markup`<${tag}>`;
  const inner = children(node);
  return inner && markup`<${tag}${new Html(attributes)}>${inner}</${tag}>`;
}

/** The content's markup as the app renders it, or null when only DOMPurify may say what that is. */
export function articleBody(content: string): Html | null {
  if (!content.trim()) return null;
  const doc = new DOMParser().parseFromString(content, 'text/html');
  // DOMPurify returns text without markup as it is, and keeps the whitespace that opens the
  // content, which the parser drops.
  let root: Element = doc.body;
  if (!content.includes('<')) {
    root = doc.createElement('div');
    root.innerHTML = content;
  } else {
    const lead = /^[\r\n\t ]+/.exec(content)?.[0];
    if (lead) root.prepend(lead);
  }
  const inner = children(root);
  // Nothing to show (only what the parser puts in the head, say): the app's business.
  return inner?.length ? markup`${inner}` : null;
}
