import { LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { UserMenuButton } from '@/features/auth/components/user-menu-button';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { fullName, userNames } from '@/features/auth/utils/display-name';
import { STAFF_ROLES } from '@/features/auth/utils/permissions';
import type { LazyMenuProps } from '@/lib/lazy-menu';

/** The signed-in user's menu: profile, admin (staff only) and logout. */
export function UserMenuDropdown({ defaultOpen }: LazyMenuProps) {
  const { t } = useTranslation();
  const { user, profile, hasPermission, signOut } = useAuth();
  const name = fullName(userNames(profile, user)) || t('auth.defaultName');
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <UserMenuButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="font-normal">
          <p className="truncate text-sm font-medium">{name}</p>
          <p className="truncate text-xs text-muted-foreground">{user?.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRound />
            {t('auth.profile')}
          </Link>
        </DropdownMenuItem>
        {hasPermission(STAFF_ROLES) && (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <LayoutDashboard />
              {t('auth.admin')}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut />
          {t('auth.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
