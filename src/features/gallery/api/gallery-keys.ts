export const galleryKeys = {
  all: ['gallery'] as const,
  albums: () => [...galleryKeys.all, 'albums'] as const,
  album: (id: number) => [...galleryKeys.albums(), id] as const,
  media: () => [...galleryKeys.all, 'media'] as const,
};
