/** The favicon while the league has no logo: index.html's own. */
export const DEFAULT_FAVICON = '/favicon.svg';

/** Where the logo's favicon is kept, with the address it was made from. */
export const FAVICON_STORAGE_KEY = 'calcetto:favicon';

interface StoredFavicon {
  href: string;
  data: string;
}

function stored(href: string): string | null {
  try {
    const kept = JSON.parse(
      localStorage.getItem(FAVICON_STORAGE_KEY) ?? 'null',
    ) as StoredFavicon | null;
    return kept?.href === href && kept.data.startsWith('data:image/') ? kept.data : null;
  } catch {
    return null;
  }
}

/** The copy's size: 32 CSS pixels on a screen of density 2. */
const FAVICON_PIXELS = 64;

/**
 * The loaded logo drawn small into a PNG, without asking for anything; null when the browser
 * may not read it (another origin that sent no CORS headers) or has nothing to draw.
 */
function drawn(image: HTMLImageElement): string | null {
  if (!image.naturalWidth || !image.naturalHeight) return null;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = FAVICON_PIXELS;
  const context = canvas.getContext('2d');
  if (!context) return null;
  const scale = Math.min(FAVICON_PIXELS / image.naturalWidth, FAVICON_PIXELS / image.naturalHeight);
  const [width, height] = [image.naturalWidth * scale, image.naturalHeight * scale];
  context.drawImage(
    image,
    (FAVICON_PIXELS - width) / 2,
    (FAVICON_PIXELS - height) / 2,
    width,
    height,
  );
  try {
    return canvas.toDataURL('image/png');
  } catch {
    return null;
  }
}

/**
 * The favicon for a logo: a copy of it (a `data:` address) kept from an earlier visit, else
 * made now and kept, else the logo's address. A favicon given the logo's address is a request
 * of its own, which the page's <img> of the same logo does not share (the browser fetches
 * favicons apart): every visit asked for the logo twice, through the service worker on a later
 * one. The copy is drawn from the header's image once it has loaded (`load` gives it, or null if
 * it failed): both are asked for with CORS (brand-logo.tsx), so they are one request and the
 * page may read its pixels even from Storage's origin. Reading its bytes again with `fetch`
 * instead was a request of its own too (answered from the disk cache, or still open when a quick
 * visit ended).
 */
export async function faviconFor(
  href: string,
  load: () => Promise<HTMLImageElement | null>,
): Promise<string> {
  if (href === DEFAULT_FAVICON) return href;
  const kept = stored(href);
  if (kept) return kept;
  const image = await load();
  if (!image) return href;
  const copy = drawn(image);
  if (!copy) return href;
  try {
    localStorage.setItem(FAVICON_STORAGE_KEY, JSON.stringify({ href, data: copy }));
  } catch {
    // A full storage: the copy serves this visit, and is made again on the next.
  }
  return copy;
}
