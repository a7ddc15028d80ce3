import { ProfilePage } from '@/features/auth/components/profile-page';
import { RequireAuth } from '@/features/auth/components/require-auth';

export function Component() {
  return (
    <RequireAuth>
      <ProfilePage />
    </RequireAuth>
  );
}
