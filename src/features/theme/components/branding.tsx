import { useEffect } from 'react';
import { loadCorsImage } from '@/lib/cors-image';
import { useThemeSettings } from '@/features/theme/api/get-theme';
import { applyBrandColors } from '@/features/theme/utils/branding';
import { DEFAULT_FAVICON, faviconFor } from '@/features/theme/utils/favicon';
import { cssFontFamily, loadFont, toFontFamily } from '@/features/theme/utils/fonts';

function setFavicon(href: string): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  // The logo may be any image type; a stale type attribute would make browsers ignore it.
  link.removeAttribute('type');
  link.href = href;
}

/** Applies the themes row to the document: colour tokens, body font and favicon. Renders nothing. */
export function Branding() {
  const { data: theme } = useThemeSettings();

  useEffect(() => {
    applyBrandColors(theme?.primary_color, theme?.secondary_color);
  }, [theme?.primary_color, theme?.secondary_color]);

  useEffect(() => {
    const font = toFontFamily(theme?.font_family);
    let current = true;
    void loadFont(font).then(() => {
      if (current)
        document.documentElement.style.setProperty('--font-sans', `'${cssFontFamily(font)}'`);
    });
    return () => {
      current = false;
    };
  }, [theme?.font_family]);

  useEffect(() => {
    const href = theme?.logo_url || DEFAULT_FAVICON;
    let current = true;
    void faviconFor(href, () => loadCorsImage(href)).then((icon) => {
      if (current) setFavicon(icon);
    });
    return () => {
      current = false;
    };
  }, [theme?.logo_url]);

  return null;
}
