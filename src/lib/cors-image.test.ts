import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCorsImage } from '@/lib/cors-image';

/** The images the loader creates: jsdom loads none, so each test says what happened to them. */
function recordImages(): HTMLImageElement[] {
  const created: HTMLImageElement[] = [];
  const Original = window.Image;
  vi.stubGlobal(
    'Image',
    class extends Original {
      constructor() {
        super();
        created.push(this);
      }
    },
  );
  return created;
}

describe('loadCorsImage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks for the image with CORS and gives it once it has loaded', async () => {
    const created = recordImages();
    const loading = loadCorsImage('https://project.test/storage/logo.webp');
    const [image] = created;
    expect(image?.crossOrigin).toBe('anonymous');
    expect(image?.src).toBe('https://project.test/storage/logo.webp');
    image!.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(image);
  });

  it('gives null when the image fails', async () => {
    const created = recordImages();
    const loading = loadCorsImage('/demo/missing.webp');
    created[0]!.dispatchEvent(new Event('error'));
    await expect(loading).resolves.toBeNull();
  });

  it('gives null once its time is up, not before', async () => {
    vi.useFakeTimers();
    const created = recordImages();
    const loading = loadCorsImage('/demo/slow.webp', 8000);
    vi.advanceTimersByTime(7999);
    let settled = false;
    void loading.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    vi.advanceTimersByTime(1);
    await expect(loading).resolves.toBeNull();
    expect(created[0]?.crossOrigin).toBe('anonymous');
  });
});
