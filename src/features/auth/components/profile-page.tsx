import { useTranslation } from 'react-i18next';
import { AccountCard } from '@/features/auth/components/account-card';
import { ProfileDetailsCard } from '@/features/auth/components/profile-details-card';
import { TwoFactorCard } from '@/features/auth/components/two-factor-card';

export function ProfilePage() {
  const { t } = useTranslation('profile');
  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
      <ProfileDetailsCard />
      <AccountCard />
      <TwoFactorCard />
    </div>
  );
}
