import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  getTeamFixturesQueryOptions,
  type TeamFixtures,
} from '@/features/teams/api/get-team-fixtures';
import { toast } from '@/lib/toast';

/**
 * The team's printed fixture list. Its season's fixtures load when the button is pressed (the
 * page shows only five of each kind), then the print dialog opens on them; until then, printing
 * from the browser's menu gives the page's own recent and upcoming matches.
 */
export function useTeamPrint(teamId: number) {
  const { t } = useTranslation('teams');
  const queryClient = useQueryClient();
  const [fixtures, setFixtures] = useState<TeamFixtures | null>(null);
  const [busy, setBusy] = useState(false);

  const print = async () => {
    setBusy(true);
    try {
      const loaded = await queryClient.fetchQuery(getTeamFixturesQueryOptions(teamId));
      // The dialog prints what is in the DOM when it opens: the list must be committed first.
      flushSync(() => setFixtures(loaded));
      window.print();
    } catch {
      toast.error(t('print.error'));
    } finally {
      setBusy(false);
    }
  };

  return { fixtures, busy, print };
}
