import { TeamsList } from '@/features/teams/components/teams-list';

export function Component() {
  return <TeamsList />;
}
