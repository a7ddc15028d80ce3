import { markup, type Html } from '@/app/first-view/html';
import { teamInitials } from '@/lib/team-initials';

const SIZE = 'size-6 text-[0.6rem]';
/** A colour goes into a style attribute: nothing but a hex colour may. */
const HEX_COLOR = /^#[0-9a-f]{3,8}$/i;

/** src/components/team-logo.tsx at its small size: the logo, or the initials on the first colour. */
export function teamLogo(
  name: string,
  logoUrl: string | null | undefined,
  colors?: readonly string[] | null,
): Html {
  if (logoUrl) {
    // Lazy as the app's (src/components/team-logo.tsx): off the first paint's path.
    return markup`<img alt="" loading="lazy" decoding="async" class="shrink-0 object-contain ${SIZE}" src="${logoUrl}">`;
  }
  const first = colors?.[0];
  const background = first && HEX_COLOR.test(first) ? first : '#64748b';
  return markup`<span
    aria-hidden="true"
    class="inline-flex shrink-0 items-center justify-center rounded-full border font-semibold text-white ${SIZE}"
    style="background-color: ${background}; text-shadow: 0 0 2px rgb(0 0 0 / 0.8);"
  >${teamInitials(name)}</span>`;
}
