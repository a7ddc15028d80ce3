import {
  Award,
  CalendarClock,
  CalendarDays,
  Handshake,
  House,
  Image,
  LayoutDashboard,
  ListChecks,
  MapPin,
  Newspaper,
  Palette,
  Shield,
  Shirt,
  Timer,
  Trophy,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { Role } from '@/features/auth/utils/permissions';

export interface AdminNavGroup {
  key: string;
  items: {
    to: string;
    section: string;
    icon: LucideIcon;
    end?: boolean;
    /** Roles that can use the page (admin always can); the sidebar hides it from the others. */
    roles: readonly Role[];
  }[];
}

const STAFF: readonly Role[] = ['editor', 'captain'];
const CAPTAIN: readonly Role[] = ['captain'];
const EDITOR: readonly Role[] = ['editor'];
const ADMIN: readonly Role[] = ['admin'];

/** The admin sidebar, grouped as the spec lists it; labels are admin:sections.<section>. */
export const ADMIN_NAV: AdminNavGroup[] = [
  {
    key: 'league',
    items: [
      { to: '/admin', section: 'dashboard', icon: LayoutDashboard, end: true, roles: STAFF },
      { to: '/admin/teams', section: 'teams', icon: Shield, roles: CAPTAIN },
      { to: '/admin/players', section: 'players', icon: Shirt, roles: CAPTAIN },
      { to: '/admin/fixtures', section: 'fixtures', icon: CalendarDays, roles: CAPTAIN },
      { to: '/admin/competitions', section: 'competitions', icon: Trophy, roles: ADMIN },
      { to: '/admin/seasons', section: 'seasons', icon: CalendarClock, roles: ADMIN },
      { to: '/admin/tournament-modes', section: 'tournamentModes', icon: ListChecks, roles: ADMIN },
      { to: '/admin/venues', section: 'venues', icon: MapPin, roles: ADMIN },
      { to: '/admin/sponsors', section: 'sponsors', icon: Handshake, roles: CAPTAIN },
      { to: '/admin/honors', section: 'honors', icon: Award, roles: ADMIN },
    ],
  },
  {
    key: 'content',
    items: [
      { to: '/admin/articles', section: 'articles', icon: Newspaper, roles: EDITOR },
      { to: '/admin/albums', section: 'albums', icon: Image, roles: EDITOR },
    ],
  },
  {
    key: 'site',
    items: [
      { to: '/admin/homepage', section: 'homepage', icon: House, roles: EDITOR },
      { to: '/admin/theme', section: 'theme', icon: Palette, roles: ADMIN },
      { to: '/admin/event', section: 'event', icon: Timer, roles: EDITOR },
    ],
  },
  {
    key: 'administration',
    items: [{ to: '/admin/users', section: 'users', icon: Users, roles: ADMIN }],
  },
];
