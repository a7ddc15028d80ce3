import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleContent } from '@/features/news/components/article-content';

describe('ArticleContent', () => {
  it('keeps the formatting and strips anything that could run code', () => {
    const { container } = render(
      <ArticleContent
        html={
          '<h2>Titolo</h2><p onclick="alert(1)">Testo <strong>forte</strong></p>' +
          '<script>alert(2)</script><a href="javascript:alert(3)">link</a><img src="x" onerror="alert(4)">'
        }
      />,
    );
    expect(container.querySelector('h2')).toHaveTextContent('Titolo');
    expect(container.querySelector('strong')).toHaveTextContent('forte');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a')).not.toHaveAttribute('href');
  });
});
