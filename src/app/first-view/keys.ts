/*
 * The texts the first view paints. Kept free of imports: the build reads these keys in Node
 * (build/first-view-texts.ts). Only the build and the tests import this module: the first view's
 * scripts carry the texts themselves, not the list of keys.
 */

/** The header's and footer's texts (shell.ts). */
export const SHELL_KEYS = [
  'common:appName',
  'common:nav.label',
  'common:nav.home',
  'common:nav.matches',
  'common:nav.tables',
  'common:nav.playoffs',
  'common:nav.statistics',
  'common:nav.news',
  'common:nav.players',
  'common:nav.teams',
  'common:nav.gallery',
  'common:nav.openMenu',
  'common:nav.homeLink',
  'common:nav.skipToContent',
  'common:language.change',
  'common:theme.toggle',
  'common:auth.login',
] as const;

/** The pickers' and the archive link's texts. */
export const LEAGUE_KEYS = [
  'competitions:pickers.competition',
  'competitions:pickers.season',
  'competitions:archive.link',
] as const;

/** The texts tablesPage paints. */
export const TABLES_KEYS = [
  'standings:title',
  'standings:caption',
  'standings:columns.position.short',
  'standings:columns.position.long',
  'standings:columns.played.short',
  'standings:columns.played.long',
  'standings:columns.won.short',
  'standings:columns.won.long',
  'standings:columns.drawn.short',
  'standings:columns.drawn.long',
  'standings:columns.lost.short',
  'standings:columns.lost.long',
  'standings:columns.goalsFor.short',
  'standings:columns.goalsFor.long',
  'standings:columns.goalsAgainst.short',
  'standings:columns.goalsAgainst.long',
  'standings:columns.goalDifference.short',
  'standings:columns.goalDifference.long',
  'standings:columns.points.short',
  'standings:columns.points.long',
  'standings:columns.team',
  'standings:columns.form',
  'standings:form.label_one',
  'standings:form.label_other',
  'standings:form.short.W',
  'standings:form.short.D',
  'standings:form.short.L',
  'standings:form.long.W',
  'standings:form.long.D',
  'standings:form.long.L',
  'standings:tiebreakers',
  'common:share.button',
] as const;

/** The texts statisticsPage paints. */
export const STATISTICS_KEYS = [
  'statistics:title',
  'statistics:topScorers',
  'statistics:caption',
  'statistics:columns.position',
  'statistics:columns.positionLong',
  'statistics:columns.player',
  'statistics:columns.team',
  'statistics:columns.goals',
] as const;

/** The texts matchesPage paints. */
export const MATCHES_KEYS = [
  'matches:title',
  'matches:tabs.label',
  'matches:tabs.upcoming',
  'matches:tabs.completed',
  'matches:tabs.final',
  'matches:filters.team',
  'matches:filters.allTeams',
  'matches:calendar.subscribe',
  'matches:calendar.copy',
  'matches:matchesOn',
  'matches:status.scheduled',
  'matches:status.ongoing',
  'matches:status.completed',
  'matches:status.postponed',
  'matches:status.cancelled',
  'common:print.button',
] as const;

/** The texts teamPage paints (besides the header's appName). */
export const TEAM_KEYS = [
  'teams:detail.back',
  'teams:colors',
  'teams:calendar.download',
  'common:print.button',
  'teams:detail.squadPhoto',
  'teams:stats.title',
  'teams:stats.titleSeason',
  'teams:stats.played',
  'teams:stats.wins',
  'teams:stats.draws',
  'teams:stats.losses',
  'teams:stats.goals_for',
  'teams:stats.goals_against',
  'teams:matches.recent.title',
  'teams:matches.recent.empty',
  'teams:matches.upcoming.title',
  'teams:matches.upcoming.empty',
  'teams:matches.outcome.win',
  'teams:matches.outcome.draw',
  'teams:matches.outcome.loss',
  'teams:matches.outcomeShort.win',
  'teams:matches.outcomeShort.draw',
  'teams:matches.outcomeShort.loss',
  'teams:squad.title',
  'teams:squad.empty',
  'teams:roles.goalkeeper',
  'teams:roles.defender',
  'teams:roles.midfielder',
  'teams:roles.forward',
  'teams:honors.title',
  'teams:honors.empty',
  'teams:sponsors.title',
  'teams:sponsors.empty',
  'teams:sponsors.newTab',
] as const;

/** The texts playerPage paints. */
export const PLAYER_KEYS = [
  'players:detail.back',
  'players:detail.noTeam',
  'players:roles.goalkeeper',
  'players:roles.defender',
  'players:roles.midfielder',
  'players:roles.forward',
  'players:detail.role',
  'players:detail.number',
  'players:detail.nationality',
  'players:detail.age',
  'players:detail.years_one',
  'players:detail.years_other',
  'players:detail.goals',
  'players:detail.matchesPlayed',
  'players:detail.goalsPerMatch',
  'players:detail.history',
  'players:detail.noGoals',
  'players:detail.date',
  'players:detail.opponent',
  'players:detail.result',
  'players:detail.minute',
] as const;

/** The texts newsPage and articlePage paint. */
export const NEWS_KEYS = [
  'news:list.title',
  'news:list.pinned',
  'news:article.back',
  'news:article.by',
  'news:comments.titleCount_one',
  'news:comments.titleCount_other',
  'news:comments.empty',
  'news:comments.anonymous',
  'news:comments.signInPrompt',
  'news:comments.signIn',
] as const;

/** The texts homePage paints. */
export const HOME_KEYS = [
  'homepage:title',
  'homepage:countdown.title',
  'homepage:countdown.days_one',
  'homepage:countdown.days_other',
  'homepage:countdown.hours_one',
  'homepage:countdown.hours_other',
  'homepage:countdown.minutes_one',
  'homepage:countdown.minutes_other',
  'homepage:countdown.seconds_one',
  'homepage:countdown.seconds_other',
  'homepage:upcoming.title',
  'homepage:upcoming.all',
  'homepage:upcoming.empty',
  'homepage:table.title',
  'homepage:table.full',
  'homepage:table.position',
  'homepage:table.team',
  'homepage:table.played',
  'homepage:table.playedShort',
  'homepage:table.goalDifference',
  'homepage:table.goalDifferenceShort',
  'homepage:table.points',
  'homepage:table.pointsShort',
  'homepage:news.title',
  'homepage:news.all',
  'homepage:pinned.title',
  'homepage:pinned.read',
  'homepage:carousel.title',
  'homepage:carousel.all',
  'homepage:carousel.previous',
  'homepage:carousel.next',
  'homepage:carousel.position',
] as const;

// Each page's keys above this line, in an array of its own: team, player, matches, news, home.

/**
 * The texts the first view paints, as `namespace:path` keys of public/locales. The build embeds
 * exactly these, in every language (build/first-view.ts), so the first view needs no
 * translation file from the network.
 */
export const FIRST_VIEW_KEYS = [
  ...SHELL_KEYS,
  ...LEAGUE_KEYS,
  ...TABLES_KEYS,
  ...STATISTICS_KEYS,
  ...TEAM_KEYS,
  ...PLAYER_KEYS,
  ...MATCHES_KEYS,
  ...NEWS_KEYS,
  ...HOME_KEYS,
] as const;

export type FirstViewKey = (typeof FIRST_VIEW_KEYS)[number];
