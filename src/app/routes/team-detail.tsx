import { useParams } from 'react-router-dom';
import { TeamSeasonCharts } from '@/features/season-charts/components/season-chart-sections';
import { TeamPage } from '@/features/teams/components/team-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export function Component() {
  usePageMeta('team');
  const { id } = useParams();
  // A malformed id is simply a team that does not exist: the page shows its not-found state.
  const teamId = /^\d{1,15}$/.test(id ?? '') ? Number(id) : -1;
  return <TeamPage key={teamId} teamId={teamId} after={<TeamSeasonCharts teamId={teamId} />} />;
}
