import { TeamsList } from '@/features/teams/components/teams-list';
import { usePageMeta } from '@/hooks/use-page-meta';

export function Component() {
  usePageMeta('teams');
  return <TeamsList />;
}
