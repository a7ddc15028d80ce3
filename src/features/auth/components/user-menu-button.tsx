import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/components/ui/button';
import { UserAvatar } from '@/features/auth/components/user-avatar';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { initials, userNames } from '@/features/auth/utils/display-name';

/** The signed-in user's avatar, the user menu's trigger; also its placeholder while it loads. */
export function UserMenuButton(props: ButtonProps) {
  const { t } = useTranslation();
  const { user, profile } = useAuth();
  const letters = initials(userNames(profile, user));
  return (
    <Button
      variant="ghost"
      size="icon"
      className="rounded-full"
      // The name starts with the initials the button shows (WCAG 2.5.3), so that a speech user
      // can say what they see.
      aria-label={letters ? t('auth.userMenuOf', { initials: letters }) : t('auth.userMenu')}
      {...props}
    >
      <UserAvatar src={profile?.avatar_url} initials={letters} className="size-8" />
    </Button>
  );
}
