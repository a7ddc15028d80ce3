// The season charts (issue 15) in a real browser, on the demo league: a team's position round by
// round and its goals per match, every team's position by round on /tables, a player's goals
// added up. Each chart is drawn from its SQL function's answer and carries its figures as a table
// for screen readers; its code and its request leave only once its section reaches the screen
// (or, on a phone's /tables, once it is opened). Screenshots in light and dark, at 390 px and
// 1280 px, go to tests/artifacts/season-charts-*.png to be looked at.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../helpers/axe';
import { launchBrowser, previewUrl, screenshot } from '../helpers/browser';
import { switchScheme, type Scheme } from '../helpers/scheme';
import { publicRead } from '../helpers/stack';

type Json = { [key: string]: string | Json };
const LOCALES = join(import.meta.dirname, '..', '..', 'public', 'locales');
const texts = (lng: string, ns: string) =>
  JSON.parse(readFileSync(join(LOCALES, lng, `${ns}.json`), 'utf8')) as Json;
const text = (json: Json, key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)),
    key.split('.').reduce<string | Json>((node, part) => (node as Json)[part]!, json) as string,
  );
/** "1º", "1st", "1e", as the app writes a position in each language. */
const ordinal = (lng: string, n: number) =>
  text(
    texts(lng, 'season-charts'),
    `place_ordinal_${new Intl.PluralRules(lng, { type: 'ordinal' }).select(n)}`,
    { count: n },
  );

/** The chart chunks and the shared one with the chart library (see docs/decisions-charts.md). */
const CHART_CODE =
  /\/assets\/(team-charts|standings-bump-chart|player-goals-chart|axes)-[\w-]+\.js$/;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A signed-out visitor in `lng`, recording the chart code and chart requests its page makes. */
async function visit(lng: string, viewport: typeof PHONE, scheme: Scheme) {
  const context = await browser.newContext({
    viewport,
    colorScheme: scheme,
    locale: 'it-IT',
    deviceScaleFactor: viewport === PHONE ? 2 : 1,
  });
  await context.addInitScript((language) => {
    localStorage.setItem('i18nextLng', language);
  }, lng);
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (CHART_CODE.test(url.pathname)) asked.push('code');
    const rpc =
      /\/rpc\/(standings_by_round|team_position_by_round|team_goals_by_match|player_goals_by_match)$/.exec(
        url.pathname,
      );
    if (rpc) asked.push(rpc[1]!);
  });
  return { context, page, asked };
}

/** Opens `path` and waits until the app (not a first view) has painted its data. */
async function open(page: Page, path: string, heading: string) {
  await page.goto(previewUrl(path));
  await page
    .getByRole('heading', { level: 2, name: heading, exact: true })
    .waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

/** Scrolls the page's chart section into the middle of the screen, as a visitor reading on. */
async function scrollToCharts(page: Page) {
  await page
    .locator('section[data-after-takeover]')
    .evaluate((section) => section.lastElementChild!.scrollIntoView({ block: 'center' }));
}

/** The body cells of the screen-reader table named `caption`, as text. */
async function tableCells(page: Page, caption: string) {
  const table = page.getByRole('table', { name: caption, exact: true });
  await table.waitFor({ state: 'attached', timeout: 20_000 });
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    );
}

/** Screenshots in this scheme and the other, and axe on the page with its charts, in both. */
async function lookInBothSchemes(page: Page, name: string, first: Scheme) {
  const second: Scheme = first === 'light' ? 'dark' : 'light';
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshot(page, `season-charts-${name}-${first}`);
  await switchScheme(page, second);
  expect(await seriousAxeViolations(page, { coloursOnly: true })).toEqual([]);
  await screenshot(page, `season-charts-${name}-${second}`);
}

interface TeamRound {
  competition_name: string;
  season_name: string;
  round: number;
  position: number;
  teams: number;
  points: number;
}
interface TeamMatch {
  match_id: number;
  opponent_name: string;
  home: boolean;
  goals_for: number;
  goals_against: number;
}

describe('season charts', () => {
  it("a team's page: position by round and goals per match, once scrolled to", async () => {
    const lng = 'it';
    const charts = texts(lng, 'season-charts');
    const rounds = await publicRead<TeamRound[]>('rpc/team_position_by_round?p_team_id=1');
    const matches = await publicRead<TeamMatch[]>('rpc/team_goals_by_match?p_team_id=1');
    expect(rounds.length).toBeGreaterThan(5);

    for (const [viewport, scheme] of [
      [DESKTOP, 'light'],
      [PHONE, 'dark'],
    ] as const) {
      const { context, page, asked } = await visit(lng, viewport, scheme);
      await open(page, '/teams/1', text(texts(lng, 'common'), 'charts.team'));
      // Below the squad: nothing of the charts yet.
      expect(asked).toEqual([]);
      await scrollToCharts(page);
      await page.locator('svg[data-chart="team-goals"]').waitFor({ timeout: 20_000 });
      expect(asked.filter((what) => what !== 'code').sort()).toEqual([
        'team_goals_by_match',
        'team_position_by_round',
      ]);
      expect(asked).toContain('code');

      // Drawn from the function's answer: a point per round, a bar for each side of each match.
      await expect(page.locator('svg[data-chart="team-position"] circle').count()).resolves.toBe(
        rounds.length,
      );
      await expect(page.locator('svg[data-chart="team-goals"] rect').count()).resolves.toBe(
        2 * matches.length,
      );
      expect(await tableCells(page, text(charts, 'teamCharts.positionTable'))).toEqual(
        rounds.map((r) => [
          text(charts, 'roundNumber', { round: r.round }),
          text(charts, 'positionOf', { position: ordinal(lng, r.position), teams: r.teams }),
          String(r.points),
        ]),
      );
      expect(
        (await tableCells(page, text(charts, 'teamCharts.goalsTable'))).map((row) => row.slice(1)),
      ).toEqual(
        matches.map((m) => [
          text(charts, m.home ? 'home' : 'away', { team: m.opponent_name }),
          String(m.goals_for),
          String(m.goals_against),
        ]),
      );
      const last = rounds.at(-1)!;
      await expect(
        page
          .getByText(
            text(charts, 'teamCharts.positionTitle', {
              competition: last.competition_name,
              season: last.season_name,
            }),
          )
          .isVisible(),
      ).resolves.toBe(true);
      await lookInBothSchemes(page, `team-${viewport.width}`, scheme);
      await context.close();
    }
  });

  it('/tables: every team by round, closed on a phone until opened', async () => {
    const lng = 'en';
    const charts = texts(lng, 'season-charts');
    const common = texts(lng, 'common');
    // The page's default: the main competition (Serie A, id 1), the latest season (id 2).
    const rows = await publicRead<{ round: number; position: number; team_name: string }[]>(
      'rpc/standings_by_round?p_competition_id=1&p_season_id=2',
    );
    const lastRound = Math.max(...rows.map((r) => r.round));
    const teams = rows.filter((r) => r.round === lastRound).map((r) => r.team_name);
    const expected = teams.map((team) => [
      team,
      ...rows.filter((r) => r.team_name === team).map((r) => ordinal(lng, r.position)),
    ]);

    // A phone: closed, nothing asked for until the visitor opens it.
    const phone = await visit(lng, PHONE, 'dark');
    await open(phone.page, '/tables', text(common, 'charts.table'));
    const toggle = phone.page.getByRole('button', { name: text(common, 'charts.show') });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await toggle.scrollIntoViewIfNeeded();
    await phone.page.waitForTimeout(500);
    expect(phone.asked).toEqual([]);
    await toggle.click();
    await phone.page.locator('svg[data-chart="standings-bump"]').waitFor({ timeout: 20_000 });
    expect(phone.asked.filter((what) => what !== 'code')).toEqual(['standings_by_round']);
    expect(await tableCells(phone.page, text(charts, 'tableChart.table'))).toEqual(expected);
    // Each line ends with its team's name (cut short on a phone).
    await expect(
      phone.page.locator('svg[data-chart="standings-bump"] text.font-medium').count(),
    ).resolves.toBe(teams.length);
    await lookInBothSchemes(phone.page, 'tables-390', 'dark');
    await phone.context.close();

    // A desktop: open, drawn once scrolled to; following a team fades the others.
    const desktop = await visit(lng, DESKTOP, 'light');
    await open(desktop.page, '/tables', text(common, 'charts.table'));
    await expect(
      desktop.page
        .getByRole('button', { name: text(common, 'charts.hide') })
        .getAttribute('aria-expanded'),
    ).resolves.toBe('true');
    await scrollToCharts(desktop.page);
    await desktop.page
      .getByRole('button', { name: teams[1]!, exact: true })
      .click({ timeout: 20_000 });
    await expect(
      desktop.page.locator('svg[data-chart="standings-bump"] g[opacity="1"]').count(),
    ).resolves.toBe(1);
    expect(await tableCells(desktop.page, text(charts, 'tableChart.table'))).toEqual(expected);
    await lookInBothSchemes(desktop.page, 'tables-1280', 'light');
    await desktop.context.close();
  });

  it("a player's page: his goals added up over the season", async () => {
    const lng = 'nl';
    const charts = texts(lng, 'season-charts');
    // The seed's top scorer.
    const matches = await publicRead<
      { season_name: string; opponent_name: string; goals: number; cumulative_goals: number }[]
    >('rpc/player_goals_by_match?p_player_id=208');
    expect(matches.at(-1)!.cumulative_goals).toBeGreaterThan(5);

    for (const [viewport, scheme] of [
      [PHONE, 'light'],
      [DESKTOP, 'dark'],
    ] as const) {
      const { context, page, asked } = await visit(lng, viewport, scheme);
      await open(page, '/players/208', text(texts(lng, 'common'), 'charts.player'));
      await scrollToCharts(page);
      await page.locator('svg[data-chart="player-goals"]').waitFor({ timeout: 20_000 });
      expect(asked.filter((what) => what !== 'code')).toEqual(['player_goals_by_match']);
      // A dot for each match he scored in.
      await expect(page.locator('svg[data-chart="player-goals"] circle').count()).resolves.toBe(
        matches.filter((m) => m.goals > 0).length,
      );
      expect(
        (
          await tableCells(
            page,
            text(charts, 'playerChart.table', { season: matches[0]!.season_name }),
          )
        ).map((row) => row.slice(1)),
      ).toEqual(matches.map((m) => [m.opponent_name, String(m.goals), String(m.cumulative_goals)]));
      await lookInBothSchemes(page, `player-${viewport.width}`, scheme);
      await context.close();
    }
  });
});
