/**
 * The hero button goes somewhere inside the site: a path such as /matches. Anything else — a
 * full URL, '//host' or '/\host' (which browsers treat as another site), spaces or control
 * characters — is refused, as the database refuses it.
 */
export function isSitePath(link: string): boolean {
  if (!link.startsWith('/') || link.startsWith('//') || link.startsWith('/\\')) return false;
  return !/[\s\p{Cc}]/u.test(link);
}
