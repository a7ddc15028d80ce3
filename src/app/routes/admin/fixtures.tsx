import { useFixtureCapabilities } from '@/app/routes/admin/fixture-capabilities';
import { AccessDenied } from '@/components/errors/access-denied';
import { FixturesList } from '@/features/matches/admin/components/fixtures-list';

/** Fixtures: admins manage them all; a captain sees his team's matches to enter results. */
export function Component() {
  const capabilities = useFixtureCapabilities();
  if (!capabilities) return <AccessDenied />;
  return <FixturesList capabilities={capabilities} />;
}
