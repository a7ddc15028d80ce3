const BLOCK_END = /<\/(?:p|h[1-6]|li|div|ul|ol|blockquote|figcaption)>|<br\s*\/?>/gi;

/**
 * The plain text of an HTML fragment (for excerpts), with a space where blocks end so that
 * paragraphs do not run together. DOMParser builds an inert document: no script runs and no
 * image loads, so this is safe on untrusted content.
 */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html.replace(BLOCK_END, '$& '), 'text/html');
  doc.querySelectorAll('script, style, template, noscript').forEach((node) => node.remove());
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
