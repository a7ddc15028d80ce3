import type { Html } from '@/app/first-view/html';
import type { Translate } from '@/app/first-view/strings';
import { statisticsPage, type StatisticsAnswer } from '@/app/first-view/statistics';
import { tablesPage, type TablesAnswer } from '@/app/first-view/tables';

/** A page's first view from its started answer, or null to leave the page to the app. */
export type FirstViewPage = (t: Translate, language: string, answer: unknown) => Html | null;

const PAGES: [pattern: RegExp, page: FirstViewPage][] = [
  [/^\/tables\/?$/, (t, language, answer) => tablesPage(t, language, answer as TablesAnswer)],
  [/^\/statistics\/?$/, (t, _language, answer) => statisticsPage(t, answer as StatisticsAnswer)],
  // team page
  // player page
  // matches page
  // news pages
  // home page
];

/** The first view of the page at `path`, if it has one. */
export function firstViewPage(path: string): FirstViewPage | undefined {
  return PAGES.find(([pattern]) => pattern.test(path))?.[1];
}
