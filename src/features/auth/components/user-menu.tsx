import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { UserMenuButton } from '@/features/auth/components/user-menu-button';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { DeferredMenu } from '@/lib/deferred-menu';
import { lazyMenu } from '@/lib/lazy-menu';

const userMenu = lazyMenu(() =>
  import('@/features/auth/components/user-menu-dropdown').then((module) => module.UserMenuDropdown),
);

/**
 * Login button when signed out; avatar menu with profile, admin and logout when signed in
 * (user-menu-dropdown.tsx, loaded after the first paint; the avatar button stands in until then).
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { status } = useAuth();
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
  return <DeferredMenu menu={userMenu} props={{}} placeholder={UserMenuButton} />;
}
