import { useQueryClient } from '@tanstack/react-query';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { getTeamCalendarQueryOptions } from '@/features/teams/api/get-team-calendar';
import { buildTeamCalendar } from '@/features/teams/utils/ics';
import { toast } from '@/lib/toast';

/** 'Aquile Nere' → 'aquile-nere': a file name every OS accepts. */
function fileName(team: string): string {
  const slug = team
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z\d]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'team'}.ics`;
}

/** Downloads the team's fixtures as an .ics file; the matches are fetched only on click. */
export function TeamCalendarButton({ teamId, teamName }: { teamId: number; teamName: string }) {
  const { t } = useTranslation('teams');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const matches = await queryClient.fetchQuery(getTeamCalendarQueryOptions(teamId));
      const ics = buildTeamCalendar(
        matches.map((match) => ({
          id: match.id,
          start: match.match_date,
          home: match.home?.name ?? '',
          away: match.away?.name ?? '',
          location: match.venue
            ? [match.venue.name, match.venue.address, match.venue.city].filter(Boolean).join(', ')
            : null,
        })),
        { name: teamName, domain: window.location.hostname || 'calcetto', now: new Date() },
      );
      const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName(teamName);
      link.click();
      // Revoked on the next task, once the browser has taken the file: not before the click.
      setTimeout(() => URL.revokeObjectURL(url));
    } catch {
      toast.error(t('calendar.error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outline" size="sm" className="self-start" disabled={busy} onClick={download}>
      <CalendarPlus aria-hidden />
      {t('calendar.download')}
    </Button>
  );
}
