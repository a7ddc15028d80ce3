import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '@/lib/sanitize-html';

describe('sanitizeArticleHtml', () => {
  it('removes <script> elements and their content', () => {
    const clean = sanitizeArticleHtml('<p>Ciao</p><script>alert(1)</script>');
    expect(clean).toBe('<p>Ciao</p>');
  });

  it('removes on*= event handlers and javascript: links', () => {
    const clean = sanitizeArticleHtml(
      '<p onclick="steal()">Testo</p><img src="x.png" onerror="steal()" alt="x"><a href="javascript:steal()">link</a>',
    );
    expect(clean).not.toMatch(/on\w+=/i);
    expect(clean).not.toContain('javascript:');
    expect(clean).toContain('<p>Testo</p>');
    expect(clean).toContain('<img src="x.png" alt="x">');
  });

  it('drops styles, frames and forms but keeps the editor formatting', () => {
    const clean = sanitizeArticleHtml(
      '<h2 style="color:red">Titolo</h2><iframe src="https://evil.test"></iframe><form><input></form><ul><li><strong>uno</strong></li></ul><a href="https://example.com" target="_blank" rel="noopener">sito</a>',
    );
    expect(clean).toBe(
      '<h2>Titolo</h2><ul><li><strong>uno</strong></li></ul><a href="https://example.com" target="_blank" rel="noopener">sito</a>',
    );
  });
});
