/** An author's name as profile_cards gives it: first and last name, either may be missing. */
export interface AuthorName {
  first_name: string | null;
  last_name: string | null;
}

/** 'Giulia Rossi', or '' when the author has no name (or is gone): the caller picks a fallback. */
export function authorName(author: AuthorName | null | undefined): string {
  return [author?.first_name, author?.last_name].filter(Boolean).join(' ');
}
