/**
 * The plain text of an HTML fragment (for excerpts). DOMParser builds an inert document: no
 * script runs and no image loads, so this is safe on untrusted content.
 */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
