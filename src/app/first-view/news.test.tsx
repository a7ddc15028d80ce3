import { configure, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { newsPage } from '@/app/first-view/news';
import type { ArticleListItem } from '@/features/news/api/get-articles';
import { i18n } from '@/lib/i18n';
import {
  appMarkup,
  comparable,
  expectSame,
  firstViewTranslator,
  paintFirstView as paint,
} from '@/test/first-view-contract';
import { rest, server } from '@/test/server';

// Whole-app renders with lazy routes: slow on a loaded machine, not wrong.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** A published_at this long ago, a few hours off the day so that no word is about to change. */
const ago = (days: number) => new Date(Date.now() - days * DAY - 3 * HOUR).toISOString();

/** page_news()'s articles: what the app's own request answers, pinned first then newest. */
const articles: ArticleListItem[] = [
  {
    id: 1,
    title: 'Final Four di Coppa Oratori: appuntamento al 19 dicembre',
    slug: 'final-four-di-coppa-oratori',
    excerpt:
      'È ufficiale: la Final Four si giocherà sabato 19 dicembre. Come ci si arriva Ingresso libero.',
    cover_image_url: '/storage/v1/object/public/articles/covers/cover-1-ab.2048w.webp',
    published_at: ago(2),
    pinned: true,
  },
  {
    id: 2,
    title: "D'Amico <b> & Co: intervista",
    slug: 'd-amico-intervista',
    excerpt: 'Una <b>risposta</b> <img src="x" onerror="alert(1)"> schietta.',
    cover_image_url: null,
    published_at: ago(12),
    pinned: false,
  },
  {
    id: 3,
    title: 'Playoff 2025/26: la finale più bella di sempre',
    slug: 'playoff-2025-26',
    excerpt: 'Undici gol.',
    cover_image_url: '/demo/articles/finale-playoff.svg',
    published_at: ago(400),
    pinned: false,
  },
];

function serve(list: readonly ArticleListItem[]) {
  server.use(http.get(rest('articles'), () => HttpResponse.json(list)));
}

describe('the first view of /news', () => {
  it.each(['it', 'en', 'nl'])(
    'paints the list exactly as the app renders it (%s)',
    async (language) => {
      await i18n.changeLanguage(language);
      serve(articles);
      const first = paint(
        language,
        newsPage(firstViewTranslator(language), language, { articles }),
        '/news',
      );
      const app = await appMarkup('/news', () => screen.findByText(articles[2]!.title));
      if (language === 'it') expectSame(comparable(first.querySelector('header')), app.header);
      expectSame(comparable(first.querySelector('main')), app.main);
    },
  );

  it('shows names and excerpts as text', () => {
    const t = firstViewTranslator('it');
    const first = paint('it', newsPage(t, 'it', { articles }), '/news');
    const card = first.querySelector('main a[href="/news/d-amico-intervista"]');
    expect(card?.querySelector('h2')?.textContent).toBe("D'Amico <b> & Co: intervista");
    expect(card?.querySelector('p')?.textContent).toBe(
      'Una <b>risposta</b> <img src="x" onerror="alert(1)"> schietta.',
    );
    expect(first.querySelector('main b, main img[onerror], main script')).toBeNull();
  });

  it('leaves to the app what it does not paint: no article, a date about to change', () => {
    const t = firstViewTranslator('it');
    expect(newsPage(t, 'it', { articles: [] })).toBeNull();
    expect(newsPage(t, 'it', { articles: null })).toBeNull();
    const fresh = new Date(Date.now() - 10 * 60 * 1000).toISOString();
    expect(newsPage(t, 'it', { articles: [{ ...articles[0]!, published_at: fresh }] })).toBeNull();
  });
});
