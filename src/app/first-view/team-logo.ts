import { markup, type Html } from '@/app/first-view/html';
import { teamBadgeColours } from '@/lib/colors';
import { teamInitials } from '@/lib/team-initials';
import { pictureSource } from '@/app/first-view/picture';
import { TEAM_LOGO_PIXELS } from '@/lib/picture-sizes';

const SIZE = 'size-6 text-[0.6rem]';

/** src/components/team-logo.tsx at its small size: the logo, or the initials on the first colour. */
export function teamLogo(
  name: string,
  logoUrl: string | null | undefined,
  colors?: readonly string[] | null,
): Html {
  if (logoUrl) {
    // Lazy as the app's (src/components/team-logo.tsx): off the first paint's path.
    return markup`<img alt="" loading="lazy" decoding="async" class="shrink-0 object-contain ${SIZE}" ${pictureSource(logoUrl, TEAM_LOGO_PIXELS.sm)}>`;
  }
  return initialsBadge(name, colors, SIZE);
}

/** src/components/team-logo.tsx without a logo, at a size: the initials on the team's first colour. */
export function initialsBadge(
  name: string,
  colors: readonly string[] | null | undefined,
  size: string,
): Html {
  // Only a parsed hex colour reaches the style attribute.
  const { background, ink } = teamBadgeColours(colors);
  return markup`<span
    aria-hidden="true"
    class="inline-flex shrink-0 items-center justify-center rounded-full border font-semibold ${size}"
    style="background-color: ${background}; color: ${ink};"
  >${teamInitials(name)}</span>`;
}
