import { articlePage, type ArticleAnswer } from '@/app/first-view/article';
import { homePage, type HomeAnswer } from '@/app/first-view/home';
import type { Html } from '@/app/first-view/html';
import { matchesPage, type MatchesAnswer } from '@/app/first-view/matches';
import { newsPage, type NewsAnswer } from '@/app/first-view/news';
import type { Translate } from '@/app/first-view/strings';
import { playerPage, type PlayerAnswer } from '@/app/first-view/player';
import { statisticsPage, type StatisticsAnswer } from '@/app/first-view/statistics';
import { tablesPage, type TablesAnswer } from '@/app/first-view/tables';
import { teamPage, type TeamAnswer } from '@/app/first-view/team';

/** A page's first view from its started answer, or null to leave the page to the app. */
export type FirstViewPage = (t: Translate, language: string, answer: unknown) => Html | null;

const PAGES: [pattern: RegExp, page: FirstViewPage][] = [
  [/^\/tables\/?$/, (t, language, answer) => tablesPage(t, language, answer as TablesAnswer)],
  [/^\/statistics\/?$/, (t, _language, answer) => statisticsPage(t, answer as StatisticsAnswer)],
  [/^\/teams\/\d+\/?$/, (t, language, answer) => teamPage(t, language, answer as TeamAnswer)],
  [/^\/players\/\d+\/?$/, (t, language, answer) => playerPage(t, language, answer as PlayerAnswer)],
  [/^\/matches\/?$/, (t, language, answer) => matchesPage(t, language, answer as MatchesAnswer)],
  [/^\/news\/?$/, (t, language, answer) => newsPage(t, language, answer as NewsAnswer)],
  [/^\/news\/[^/]+\/?$/, (t, lang, answer) => articlePage(t, lang, answer as ArticleAnswer)],
  [/^\/$/, (t, language, answer) => homePage(t, language, answer as HomeAnswer)],
];

/** The first view of the page at `path`, if it has one. */
export function firstViewPage(path: string): FirstViewPage | undefined {
  return PAGES.find(([pattern]) => pattern.test(path))?.[1];
}
