import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Article HTML written in the admin editor, sanitised before it reaches the DOM: scripts, event
 * handlers and javascript: links are stripped, so a compromised editor account cannot run code
 * in visitors' browsers.
 */
export function ArticleContent({ html }: { html: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] }),
    [html],
  );
  return (
    <div
      className="max-w-none leading-relaxed [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mb-2 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mb-2 [&_h3]:mt-4 [&_h3]:font-semibold [&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_li]:my-1 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 dark:[&_a]:text-sky-400"
      // Sanitised just above with DOMPurify.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
