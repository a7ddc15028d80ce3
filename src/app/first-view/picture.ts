import { markup, type Html } from '@/app/first-view/html';
import { pictureSrcSet } from '@/lib/picture-sizes';

/**
 * An `<img>`'s source attributes for a stored picture, as the app's `pictureAttributes` gives
 * them (src/lib/picture-sizes.ts): the same `sizes`, so that the view and the app that replaces
 * it pick the same copy, asked for once.
 */
export function pictureSource(url: string, sizes: string): Html {
  const srcset = pictureSrcSet(url);
  // In the order React writes them when they come last (React 19 sets an <img>'s srcset and
  // src after its other attributes): the first-view contract compares the markup.
  return srcset ? markup`sizes="${sizes}" srcset="${srcset}" src="${url}"` : markup`src="${url}"`;
}
