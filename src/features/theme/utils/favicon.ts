/** The favicon while the league has no logo: index.html's own. */
export const DEFAULT_FAVICON = '/favicon.svg';

/** Where the logo's favicon is kept, with the address it was made from. */
export const FAVICON_STORAGE_KEY = 'calcetto:favicon';

/** A larger logo is left as an address: its copy would weigh on every visit's storage read. */
export const FAVICON_MAX_BYTES = 48 * 1024;

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

async function dataUrl(blob: Blob): Promise<string> {
  let binary = '';
  for (const byte of new Uint8Array(await blob.arrayBuffer())) binary += String.fromCharCode(byte);
  return `data:${blob.type};base64,${btoa(binary)}`;
}

/**
 * The favicon for a logo: a copy of its bytes (a `data:` address) kept from an earlier visit,
 * else made now and kept, else the logo's address. A favicon given the logo's address is a
 * request of its own, which the page's <img> of the same logo does not share (the browser
 * fetches favicons apart): on every visit the logo was asked for twice, through the service
 * worker on a later one. The copy is made once, after the header's image has loaded, when the
 * browser's cache holds the bytes.
 */
export async function faviconFor(href: string, imageLoaded: () => Promise<void>): Promise<string> {
  if (href === DEFAULT_FAVICON) return href;
  const kept = stored(href);
  if (kept) return kept;
  await imageLoaded();
  try {
    const response = await fetch(href);
    const blob = await response.blob();
    if (!response.ok || !blob.type.startsWith('image/') || blob.size > FAVICON_MAX_BYTES)
      return href;
    const data = await dataUrl(blob);
    try {
      localStorage.setItem(FAVICON_STORAGE_KEY, JSON.stringify({ href, data }));
    } catch {
      // A full storage keeps the address for next time too: the favicon still shows.
    }
    return data;
  } catch {
    // A logo on another origin without CORS headers cannot be read: its address serves.
    return href;
  }
}
