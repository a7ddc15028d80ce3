import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { galleryKeys } from '@/entities/album/album-keys';
import { newsKeys } from '@/entities/article/article-keys';
import { commentKeys } from '@/entities/comment/comment-keys';
import { competitionKeys } from '@/entities/competition/competition-keys';
import { countdownEventKeys } from '@/entities/countdown-event/countdown-event-keys';
import { dashboardKeys } from '@/entities/dashboard/dashboard-keys';
import { goalKeys } from '@/entities/goal/goal-keys';
import { homepageKeys } from '@/entities/home-widgets/home-widget-keys';
import { homepageLayoutKeys } from '@/entities/homepage-layout/homepage-layout-keys';
import { honorKeys } from '@/entities/honor/honor-keys';
import { matchKeys } from '@/entities/match/match-keys';
import { playerKeys } from '@/entities/player/player-keys';
import { playoffKeys } from '@/entities/playoffs/playoff-keys';
import { profileKeys } from '@/entities/profile/profile-keys';
import { seasonKeys } from '@/entities/season/season-keys';
import { sponsorKeys } from '@/entities/sponsor/sponsor-keys';
import { standingKeys } from '@/entities/standings/standing-keys';
import { statisticKeys } from '@/entities/statistics/statistic-keys';
import { teamKeys } from '@/entities/team/team-keys';
import { themeKeys } from '@/entities/theme/theme-keys';
import { tournamentModeKeys } from '@/entities/tournament-mode/tournament-mode-keys';
import { venueKeys } from '@/entities/venue/venue-keys';
import { lookupKeys } from '@/lib/lookups';

/**
 * The root of every entity and of the data derived from them, by the name the table in
 * docs/decisions-entities.md uses. Every public and admin key of an object starts with its root.
 */
export const roots = {
  teams: teamKeys.all,
  players: playerKeys.all,
  matches: matchKeys.all,
  goals: goalKeys.all,
  competitions: competitionKeys.all,
  seasons: seasonKeys.all,
  'tournament-modes': tournamentModeKeys.all,
  venues: venueKeys.all,
  sponsors: sponsorKeys.all,
  honors: honorKeys.all,
  articles: newsKeys.all,
  comments: commentKeys.all,
  albums: galleryKeys.all,
  profiles: profileKeys.all,
  theme: themeKeys.all,
  'homepage-layout': homepageLayoutKeys.all,
  'countdown-event': countdownEventKeys.all,
  playoffs: playoffKeys.all,
  // Derived data: what each is computed from is in docs/decisions-entities.md.
  standings: standingKeys.all,
  statistics: statisticKeys.all,
  'home-widgets': homepageKeys.all,
  lookups: lookupKeys.all,
  dashboard: dashboardKeys.all,
} as const satisfies Record<string, QueryKey>;

export type Root = keyof typeof roots;

/**
 * A match's teams, status, score or goals feed the tables, the statistics, both teams' and the
 * scorers' pages, the brackets, the home widgets and the dashboard's count of scheduled matches.
 */
const MATCH_RESULT: readonly Root[] = [
  'matches',
  'goals',
  'players',
  'teams',
  'standings',
  'statistics',
  'home-widgets',
  'playoffs',
  'dashboard',
];

/** A team's name and crest show wherever its matches, players, trophies and table rows do. */
const TEAM: readonly Root[] = [
  'teams',
  'players',
  'matches',
  'honors',
  'standings',
  'statistics',
  'home-widgets',
  'playoffs',
  'lookups',
  'dashboard',
];

/** A player's name shows in squads, scorers of matches and the statistics. */
const PLAYER: readonly Root[] = ['players', 'goals', 'teams', 'matches', 'statistics', 'dashboard'];

/** Its name heads the tables, the top scorers and the season charts (standings, statistics). */
const COMPETITION: readonly Root[] = [
  'competitions',
  'honors',
  'matches',
  'standings',
  'statistics',
  'playoffs',
  'home-widgets',
  'lookups',
];

const SEASON: readonly Root[] = [
  'seasons',
  'honors',
  'matches',
  'standings',
  'statistics',
  'playoffs',
  'home-widgets',
  'lookups',
];

const TOURNAMENT_MODE: readonly Root[] = [
  'tournament-modes',
  'competitions',
  'standings',
  'playoffs',
  'lookups',
];

const VENUE: readonly Root[] = ['venues', 'teams', 'matches', 'lookups'];

const ARTICLE: readonly Root[] = ['articles', 'home-widgets'];

/** Album names are offered to the carousel widget's editor (a lookup). */
const ALBUM: readonly Root[] = ['albums', 'home-widgets', 'lookups'];

const MEDIA: readonly Root[] = ['albums', 'home-widgets'];

const PROFILE: readonly Root[] = ['profiles', 'dashboard'];

/**
 * What each write changes: the roots its success invalidates, so every cached public and admin
 * shape of what it wrote refetches (when on screen) or is refetched on its next use, in this tab.
 */
export const changes = {
  saveResult: MATCH_RESULT,
  saveFixture: MATCH_RESULT,
  deleteFixtures: MATCH_RESULT,
  setFixturesStatus: MATCH_RESULT,
  // New fixtures are scheduled: no table, score or goal changes until they are played.
  createFixtures: ['matches', 'teams', 'home-widgets', 'dashboard'],
  // An imported file may carry results.
  importFixtures: MATCH_RESULT,
  saveBracket: ['playoffs'],
  saveTeam: TEAM,
  deleteTeam: TEAM,
  savePlayer: PLAYER,
  deletePlayer: PLAYER,
  importPlayers: PLAYER,
  saveCompetition: COMPETITION,
  deleteCompetition: COMPETITION,
  saveSeason: SEASON,
  deleteSeason: SEASON,
  saveTournamentMode: TOURNAMENT_MODE,
  deleteTournamentMode: TOURNAMENT_MODE,
  saveVenue: VENUE,
  deleteVenue: VENUE,
  saveSponsor: ['sponsors', 'teams'],
  deleteSponsor: ['sponsors', 'teams'],
  saveHonor: ['honors', 'teams'],
  deleteHonor: ['honors', 'teams'],
  saveArticle: ARTICLE,
  deleteArticle: ARTICLE,
  setArticlePinned: ARTICLE,
  createComment: ['comments'],
  deleteComment: ['comments'],
  saveAlbum: ALBUM,
  deleteAlbum: ALBUM,
  uploadMedia: MEDIA,
  moveMedia: MEDIA,
  deleteMedia: MEDIA,
  setUserRole: PROFILE,
  setUserStatus: PROFILE,
  saveTheme: ['theme'],
  saveHomepageLayout: ['homepage-layout'],
  saveCountdownEvent: ['countdown-event'],
} as const satisfies Record<string, readonly Root[]>;

export type Write = keyof typeof changes;

/**
 * Marks stale everything `write` changed; what is on screen refetches now, the rest on its next
 * use. Resolves once the refetches on screen are done, so a caller that awaits it navigates to
 * fresh data.
 */
export async function invalidateChanges(queryClient: QueryClient, write: Write): Promise<void> {
  await Promise.all(
    changes[write].map((root) => queryClient.invalidateQueries({ queryKey: roots[root] })),
  );
}
