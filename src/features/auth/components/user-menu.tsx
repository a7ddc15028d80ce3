import { LayoutDashboard, LogIn, LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { UserAvatar } from '@/features/auth/components/user-avatar';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { fullName, initials, userNames } from '@/features/auth/utils/display-name';
import { STAFF_ROLES } from '@/features/auth/utils/permissions';

/** Login button when signed out; avatar menu with profile, admin and logout when signed in. */
export function UserMenu() {
  const { t } = useTranslation();
  const { status, user, profile, hasPermission, signOut } = useAuth();
  const location = useLocation();

  if (status === 'loading') return <Spinner className="size-5" />;
  if (status === 'signed-out') {
    return (
      <Button asChild size="sm">
        <Link to="/login" state={location.pathname === '/login' ? undefined : { from: location }}>
          <LogIn />
          {t('auth.login')}
        </Link>
      </Button>
    );
  }
  const names = userNames(profile, user);
  const name = fullName(names) || t('auth.defaultName');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="rounded-full"
          aria-label={t('auth.userMenu')}
        >
          <UserAvatar src={profile?.avatar_url} initials={initials(names)} className="size-8" />
        </Button>
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
