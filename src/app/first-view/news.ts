import type { ArticleListItem } from '@/features/news/api/get-articles';
import {
  laterPart,
  markup,
  type FirstViewPage,
  type Html,
  type LaterPart,
} from '@/app/first-view/html';
import { steadyRelativeDate } from '@/app/first-view/news-dates';
import { icon } from '@/app/first-view/shell';
import type { Translate } from '@/app/first-view/strings';
import { pictureSource } from '@/app/first-view/picture';
import { PICTURE_SIZES } from '@/lib/picture-sizes';

/** page_news() in SQL: the published articles, pinned first, then newest first. */
export interface NewsAnswer {
  articles: readonly ArticleListItem[] | null;
}

// src/features/news/components/news-list.tsx and src/components/ui/badge.tsx, as the app
// renders them.
const CARD =
  'flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm';
const PINNED =
  'inline-flex items-center rounded-md border px-2 py-0.5 text-xs font-semibold transition-colors focus:outline-none focus:ring-2 focus:ring-ring focus:ring-offset-2 border-transparent bg-secondary text-secondary-foreground gap-1';
const PIN =
  '<path d="M12 17v5"></path><path d="M9 10.76a2 2 0 0 1-1.11 1.79l-1.78.9A2 2 0 0 0 5 15.24V16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-.76a2 2 0 0 0-1.11-1.79l-1.78-.9A2 2 0 0 1 15 10.76V7a1 1 0 0 1 1-1 2 2 0 0 0 0-4H8a2 2 0 0 0 0 4 1 1 0 0 1 1 1z"></path>';

/**
 * An article's cover in a card, as news-list.tsx and latest-news-widget.tsx both write it; the
 * list's first, the page's largest picture, is asked for at once. The others go in once the
 * view's first paint is on screen, into boxes of their size: asked for and decoded with the
 * view, they held the first cover's paint back (/news on a desktop, 8 visits side by side:
 * 1.09 → 1.02× the static page's largest paint).
 */
export function cover(
  url: string | null,
  first = false,
  sizes: string = PICTURE_SIZES.card,
): Html | LaterPart | null {
  if (!url) return null;
  const image = (loading: Html) => markup`<img alt="" width="1200" height="630" ${loading}
    decoding="async" class="size-full object-cover transition-transform group-hover:scale-105"
    ${pictureSource(url, sizes)}>`;
  return first
    ? image(markup`fetchpriority="high"`)
    : laterPart(() => image(markup`loading="lazy"`));
}

function card(t: Translate, article: ArticleListItem, date: string | null, first: boolean): Html {
  return markup`<li class="min-w-0">
    <a class="${CARD} group transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      href="/news/${article.slug}"
    >
      <div class="aspect-[40/21] overflow-hidden bg-muted">${cover(article.cover_image_url, first)}</div>
      <div class="flex flex-1 flex-col gap-2 p-4">
        <div class="flex items-center gap-2 text-xs text-muted-foreground">
          ${article.pinned && markup`<span class="${PINNED}">${icon('pin', PIN, 'size-3')}${t('news:list.pinned')}</span>`}
          ${article.published_at && markup`<time datetime="${article.published_at}">${date}</time>`}
        </div>
        <h2 class="text-lg font-semibold leading-snug group-hover:underline">${article.title}</h2>
        <p class="line-clamp-3 text-sm text-muted-foreground">${article.excerpt}</p>
      </div>
    </a>
  </li>`;
}

/**
 * /news (src/app/routes/news.tsx) with its articles. No article (the app's empty state), or a
 * date whose words would change before the app takes over, is left to the app: null.
 */
export function newsPage(t: Translate, language: string, answer: NewsAnswer): Html | null {
  const articles = answer.articles;
  if (!articles?.length) return null;
  const cards: Html[] = [];
  for (const article of articles) {
    const date = article.published_at ? steadyRelativeDate(article.published_at, language) : null;
    if (article.published_at && !date) return null;
    cards.push(card(t, article, date, cards.length === 0));
  }
  return markup`<div class="flex flex-col gap-6">
    <h1 class="text-3xl font-bold tracking-tight">${t('news:list.title')}</h1>
    <ul class="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">${cards}</ul>
  </div>`;
}

/** This page's first view: public-pages.ts names this module for it. */
export const view: FirstViewPage = (t, language, answer) =>
  newsPage(t, language, answer as NewsAnswer);
