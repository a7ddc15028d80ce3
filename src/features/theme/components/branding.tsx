import { useEffect } from 'react';
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

/**
 * The image at `href` once it has loaded, or null if it failed. The header shows the same
 * image, asked for the same way (with CORS, brand-logo.tsx): the page's request for it and this
 * one are one.
 */
function loaded(href: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = href;
  });
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
    void faviconFor(href, () => loaded(href)).then((icon) => {
      if (current) setFavicon(icon);
    });
    return () => {
      current = false;
    };
  }, [theme?.logo_url]);

  return null;
}
