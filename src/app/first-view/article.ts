import type { Article } from '@/features/news/api/get-article';
import type { Comment } from '@/features/news/api/get-comments';
import { formatLeagueDate } from '@/lib/dates';
import { laterPart, markup, type Html, type FirstViewPage } from '@/app/first-view/html';
import { articleBody } from '@/app/first-view/news-body';
import { steadyRelativeDate } from '@/app/first-view/news-dates';
import { icon } from '@/app/first-view/shell';
import type { Translate } from '@/app/first-view/strings';
import { pictureSource } from '@/app/first-view/picture';
import { PICTURE_SIZES } from '@/lib/picture-sizes';

/** page_article(slug) in SQL: the slug it looked up, the published article and its comments. */
export interface ArticleAnswer {
  slug: string | null;
  article: Article | null;
  comments: readonly Comment[] | null;
}

// src/features/news/components/article-page.tsx, article-content.tsx and comments-section.tsx,
// with src/components/ui/button.tsx, avatar.tsx and empty-state.tsx, as the app renders them.
const BUTTON =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 hover:bg-accent hover:text-accent-foreground h-8 rounded-md px-3 text-xs';
const CONTENT =
  'max-w-none leading-relaxed [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mb-2 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mb-2 [&_h3]:mt-4 [&_h3]:font-semibold [&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_li]:my-1 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 dark:[&_a]:text-sky-400';
const ARROW_LEFT = '<path d="m12 19-7-7 7-7"></path><path d="M19 12H5"></path>';
const LOG_IN =
  '<path d="m10 17 5-5-5-5"></path><path d="M15 12H3"></path><path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4"></path>';
const MESSAGE_SQUARE =
  '<path d="M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z"></path>';

/** A full name from its parts, as the app joins them. */
function fullName(person: { first_name: string | null; last_name: string | null } | null) {
  return [person?.first_name, person?.last_name].filter(Boolean).join(' ');
}

function comment(t: Translate, item: Comment, date: string): Html {
  const name = fullName(item.author) || t('news:comments.anonymous');
  const initials = name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
  // The picture shows once loaded (Radix's Avatar); until then, as in the app's first frame,
  // the initials.
  return markup`<li class="flex gap-3 rounded-lg border bg-card p-3">
    <span class="relative flex shrink-0 overflow-hidden rounded-full size-9">
      <span class="flex size-full items-center justify-center rounded-full text-sm font-medium bg-primary text-primary-foreground">${initials}</span>
    </span>
    <div class="min-w-0 flex-1">
      <p class="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span class="font-semibold">${name}</span>
        <time datetime="${item.created_at}" class="text-xs text-muted-foreground">${date}</time>
      </p>
      <p class="whitespace-pre-line break-words text-sm">${item.body}</p>
    </div>
  </li>`;
}

/** The comments as a signed-out visitor sees them: no delete buttons, the sign-in prompt. */
function comments(t: Translate, items: readonly Comment[], dates: readonly string[]): Html {
  return markup`<section aria-labelledby="comments-title" class="flex flex-col gap-4">
    <h2 id="comments-title" class="text-xl font-semibold tracking-tight">${t('news:comments.titleCount', { count: items.length })}</h2>
    ${
      items.length
        ? markup`<ul class="flex flex-col gap-3">${items.map((item, i) => comment(t, item, dates[i]!))}</ul>`
        : markup`<div class="flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed px-4 py-10 text-center text-muted-foreground">
            ${icon('message-square', MESSAGE_SQUARE, 'size-8')}<p>${t('news:comments.empty')}</p>
          </div>`
    }
    <div class="flex flex-col items-start gap-3 rounded-lg border border-dashed p-4 sm:flex-row sm:items-center sm:justify-between">
      <p class="text-sm text-muted-foreground">${t('news:comments.signInPrompt')}</p>
      <a class="${BUTTON.replace('hover:bg-accent', 'border border-input bg-background shadow-sm hover:bg-accent')}" href="/login">${icon('log-in', LOG_IN)}${t('news:comments.signIn')}</a>
    </div>
  </section>`;
}

/**
 * /news/{slug} (src/app/routes/news-article.tsx): the article, its content and its comments.
 * Left to the app (null): no article (the app's "not found"), content only DOMPurify can say
 * how to show (news-body.ts), a date whose words would change before the app takes over.
 */
export function articlePage(t: Translate, language: string, answer: ArticleAnswer): Html | null {
  const { article, comments: items } = answer;
  if (!article || !items || article.slug !== answer.slug) return null;
  const body = articleBody(article.content);
  const published = article.published_at
    ? steadyRelativeDate(article.published_at, language)
    : null;
  const dates = items.map((item) => steadyRelativeDate(item.created_at, language));
  if (!body || (article.published_at && !published) || dates.some((date) => !date)) return null;
  const author = fullName(article.author);
  return markup`<div class="mx-auto flex max-w-3xl flex-col gap-6">
    <a class="${BUTTON} -ml-2 self-start" href="/news">${icon('arrow-left', ARROW_LEFT)}${t('news:article.back')}</a>
    <article class="flex flex-col gap-4">
      <header class="flex flex-col gap-2">
        <h1 class="text-3xl font-bold leading-tight tracking-tight sm:text-4xl">${article.title}</h1>
        <p class="text-sm text-muted-foreground">${author && `${t('news:article.by', { author })} · `}${
          article.published_at &&
          markup`<time datetime="${article.published_at}"
            title="${formatLeagueDate(article.published_at, language)}">${published}</time>`
        }</p>
      </header>
      ${
        article.cover_image_url &&
        markup`<img alt="" width="1200" height="630" fetchpriority="high"
          class="aspect-[40/21] w-full rounded-xl bg-muted object-cover" ${pictureSource(article.cover_image_url, PICTURE_SIZES.column)}>`
      }
      <div class="${CONTENT}">${body}</div>
    </article>
    ${
      // The comments, after the article, come once it is on screen.
      laterPart(() => comments(t, items, dates as string[]))
    }
  </div>`;
}

/** This page's first view: public-pages.ts names this module for it. */
export const view: FirstViewPage = (t, language, answer) =>
  articlePage(t, language, answer as ArticleAnswer);
