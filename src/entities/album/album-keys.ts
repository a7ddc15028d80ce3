/**
 * Every cached shape of an album and its media, public (the gallery) and admin, under one root,
 * so a write that changes albums or media (src/entities/changes.ts) reaches them all.
 */
export const galleryKeys = {
  all: ['gallery'] as const,
  albums: () => [...galleryKeys.all, 'albums'] as const,
  album: (id: number) => [...galleryKeys.albums(), id] as const,
  media: () => [...galleryKeys.all, 'media'] as const,
  /** The admin screens' shapes (paged lists, an album's form and its media). */
  admin: () => [...galleryKeys.all, 'admin'] as const,
};
