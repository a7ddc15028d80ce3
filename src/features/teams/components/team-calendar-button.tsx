import { CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { calendarUrl } from '@/lib/calendar-url';

/**
 * Downloads the team's fixtures as an .ics file, written by the database (team_calendar): the
 * same writer, UIDs and times as the competition calendar, so an event imported from either is
 * the same event.
 */
export function TeamCalendarButton({ teamId }: { teamId: number }) {
  const { t } = useTranslation('teams');
  const href = calendarUrl('team_calendar', { team_id: teamId });
  if (!href) return null;
  return (
    <Button asChild variant="outline" size="sm" className="self-start print:hidden">
      {/* A cross-origin download attribute is ignored: the answer's Content-Disposition is what
          makes it a download. */}
      <a href={href} download>
        <CalendarPlus aria-hidden />
        {t('calendar.download')}
      </a>
    </Button>
  );
}
