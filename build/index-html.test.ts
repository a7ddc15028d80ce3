import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe("index.html's early connections to the project", () => {
  it('opens one for CORS requests and one for the pictures its Storage serves', async () => {
    const html = await readFile(join(import.meta.dirname, '..', 'index.html'), 'utf8');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const hints = [...doc.querySelectorAll('head link[rel="preconnect"]')].filter(
      (link) => link.getAttribute('href') === '%VITE_SUPABASE_URL%',
    );
    // An <img> is asked for with credentials, a fetch with `crossorigin` without: a browser
    // keeps the two on separate connections, and a hint opens only the one it names.
    expect(hints.map((link) => link.hasAttribute('crossorigin')).sort()).toEqual([false, true]);
  });
});
