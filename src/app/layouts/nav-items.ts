/** Top navigation; `playoffs` is shown only while a current bracket exists. */
export const NAV_ITEMS = [
  { to: '/', key: 'home', end: true },
  { to: '/matches', key: 'matches' },
  { to: '/tables', key: 'tables' },
  { to: '/playoffs', key: 'playoffs' },
  { to: '/statistics', key: 'statistics' },
  { to: '/news', key: 'news' },
  { to: '/players', key: 'players' },
  { to: '/teams', key: 'teams' },
  { to: '/gallery', key: 'gallery' },
] as const;

export type NavItem = (typeof NAV_ITEMS)[number];
