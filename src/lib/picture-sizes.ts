/**
 * An uploaded picture is stored at most PICTURE_MAX_SIDE pixels on its long side, with smaller
 * copies beside it, so that a phone is sent the size it shows rather than a camera's 4,000 pixels
 * (src/lib/picture-variants.ts makes them). Their names say which copies exist, so an address is
 * all a page (or a first view's script, without supabase-js) needs to write its `srcset`:
 *
 *   `teams/1/logo-1733500000-ab12cd.1600w.webp`         the picture, 1,600 pixels wide
 *   `teams/1/logo-1733500000-ab12cd.1600w.640.webp`     its copy 640 pixels wide
 *
 * A copy is made at each of PICTURE_WIDTHS narrower than the picture, in the picture's format.
 * Any other address (a GIF, a picture stored before this, a demo file) is used as it is.
 */
export const PICTURE_WIDTHS = [160, 320, 640, 1280] as const;

/** The types a browser decodes and writes again smaller; a GIF may be animated, and is not. */
export const SCALED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

/** WordPress scales its uploads down past 2,560 pixels; a league's pages show none wider. */
export const PICTURE_MAX_SIDE = 2048;

/** The formats the copies are written in (src/lib/picture-variants.ts). */
export type PictureFormat = 'webp' | 'jpg' | 'png';

/** A sized picture's name: its base, width and format. */
export const SIZED_PICTURE = /^(.*)\.(\d+)w\.(webp|jpg|png)$/;

interface SizedName {
  base: string;
  width: number;
  format: PictureFormat;
  /** What follows the name in an address (`?…`, `#…`). */
  rest: string;
}

function sizedName(address: string): SizedName | null {
  const cut = address.search(/[?#]/);
  const name = cut < 0 ? address : address.slice(0, cut);
  const match = SIZED_PICTURE.exec(name);
  if (!match) return null;
  const [, base = '', width = '', format = ''] = match;
  return {
    base,
    width: Number(width),
    format: format as PictureFormat,
    rest: cut < 0 ? '' : address.slice(cut),
  };
}

/** The widths of the copies stored beside a picture `width` pixels wide. */
export function copyWidths(width: number): number[] {
  return PICTURE_WIDTHS.filter((copy) => copy < width);
}

/** Where a picture `width` pixels wide is stored, for an upload meant for `path` (any extension). */
export function sizedPicturePath(path: string, width: number, format: PictureFormat): string {
  return `${path.replace(/\.[a-z\d]+$/i, '')}.${width}w.${format}`;
}

/** Where the copy `width` pixels wide of the picture at `path` (a sized name) is stored. */
export function pictureCopyPath(path: string, width: number): string {
  const sized = sizedName(path);
  if (!sized) throw new Error(`picture-sizes: ${path} is not a sized picture`);
  return `${sized.base}.${sized.width}w.${width}.${sized.format}${sized.rest}`;
}

/** The stored objects of a picture: itself and its copies (one object for any other name). */
export function picturePaths(path: string): string[] {
  const sized = sizedName(path);
  if (!sized) return [path];
  return [path, ...copyWidths(sized.width).map((width) => pictureCopyPath(path, width))];
}

/**
 * The `srcset` of a picture's address: its copies and itself, by width; null for an address
 * without copies, whose `src` is all there is.
 */
export function pictureSrcSet(address: string): string | null {
  const sized = sizedName(address);
  if (!sized) return null;
  return [
    ...copyWidths(sized.width).map((width) => `${pictureCopyPath(address, width)} ${width}w`),
    `${address} ${sized.width}w`,
  ].join(', ');
}

/**
 * The attributes of an `<img>` showing `address` at `sizes` (a `sizes` attribute: how wide it
 * is shown), for JSX: spread last, where the first views write them (src/app/first-view/picture.ts).
 */
export function pictureAttributes(
  address: string,
  sizes: string,
): { src: string; srcSet?: string; sizes?: string } {
  const srcSet = pictureSrcSet(address);
  return srcSet ? { src: address, srcSet, sizes } : { src: address };
}

/**
 * How wide each place shows its picture (`sizes`), at most: the app's components and the first
 * views' markup (src/app/first-view) both use these, so that the browser picks the same copy in
 * both, and the head's early request for a page's largest picture (build/route-preload.ts) the
 * copy its `<img>` then uses. The container is the viewport less 2rem, at most 1,400 pixels
 * (tailwind.config.ts).
 */
export const PICTURE_SIZES = {
  /** news-list.tsx's cards and the gallery's albums: 1, 2 or 3 columns. */
  card: '(min-width: 1400px) 440px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  /** A picture across a max-w-3xl column: an article's cover, a team's squad photo. */
  column: '(min-width: 800px) 768px, 100vw',
  /** The home page's hero, and its widgets' pictures: as wide as the container at most. */
  wide: '(min-width: 1400px) 1400px, 100vw',
  /** The latest-news widget's thumbnails: w-28, sm:w-32. */
  thumbnail: '128px',
  /** The gallery's tiles: 2, 3 or 4 columns. */
  tile: '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw',
  /** The gallery's viewer: max-w-4xl. */
  viewer: '(min-width: 900px) 896px, 100vw',
  /** A player's photo: at most 160 pixels. */
  portrait: '160px',
  /** A sponsor's logo: w-32. */
  sponsor: '128px',
  /** A team's crest on its page: size-28. */
  crest: '112px',
  /** The admin's previews of a team's and a player's pictures: at most w-48. */
  adminPreview: '192px',
  /** The site's logo and an avatar: size-8 to size-24. */
  badge: '96px',
} as const;

/** src/components/team-logo.tsx's sizes in pixels. */
export const TEAM_LOGO_PIXELS = { sm: '24px', md: '40px', lg: '64px', xl: '96px' } as const;
