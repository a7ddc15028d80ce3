import type { User } from '@supabase/supabase-js';
import type { Profile } from '@/features/auth/api/get-profile';

interface Names {
  first: string;
  last: string;
}

/** Names from the profile, else from the sign-up metadata. */
export function userNames(profile: Profile | null, user: User | null): Names {
  const metadata = (user?.user_metadata ?? {}) as { first_name?: unknown; last_name?: unknown };
  const pick = (primary: string | null | undefined, fallback: unknown) =>
    (primary ?? (typeof fallback === 'string' ? fallback : '')).trim();
  return {
    first: pick(profile?.first_name, metadata.first_name),
    last: pick(profile?.last_name, metadata.last_name),
  };
}

export function fullName({ first, last }: Names): string {
  return [first, last].filter(Boolean).join(' ');
}

/** Up to two letters, or '' when there is no name (the avatar then shows an icon). */
export function initials({ first, last }: Names): string {
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
}
