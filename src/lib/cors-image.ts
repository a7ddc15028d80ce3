/**
 * The image at `url` once it has loaded, or null when it fails or has not loaded within
 * `timeoutMs`. Asked for with CORS: an image from Storage's origin then does not taint a canvas
 * it is drawn on (a favicon's copy, a share image, both exported), and a page's
 * `<img crossorigin>` of the same address is the same request, not a second one.
 */
export function loadCorsImage(url: string, timeoutMs?: number): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    const timer = timeoutMs === undefined ? null : setTimeout(() => resolve(null), timeoutMs);
    const settle = (loaded: HTMLImageElement | null) => {
      if (timer !== null) clearTimeout(timer);
      resolve(loaded);
    };
    image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    image.onload = () => settle(image);
    image.onerror = () => settle(null);
    image.src = url;
  });
}
