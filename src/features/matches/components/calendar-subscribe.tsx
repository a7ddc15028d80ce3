import { CalendarPlus, Link as LinkIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { calendarUrl } from '@/lib/calendar-url';
import { toast } from '@/lib/toast';

/**
 * Every fixture of the competition-season as a calendar to subscribe to: the device's calendar
 * app opens the webcal: link and keeps it up to date; web calendars take the copied https link.
 */
export function CalendarSubscribe({
  competitionId,
  seasonId,
}: {
  competitionId: number;
  seasonId: number;
}) {
  const { t } = useTranslation('matches');
  const args = { competition_id: competitionId, season_id: seasonId };
  const webcal = calendarUrl('competition_calendar', args, { scheme: 'webcal' });
  const https = calendarUrl('competition_calendar', args);
  if (!webcal || !https) return null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(https);
      toast.success(t('calendar.copied'));
    } catch {
      toast.error(t('calendar.copyError'));
    }
  };

  // `contents`: the buttons join the page's row of actions and wrap one by one on a phone.
  return (
    <div className="contents print:hidden">
      <Button asChild variant="outline" size="sm">
        <a href={webcal}>
          <CalendarPlus aria-hidden />
          {t('calendar.subscribe')}
        </a>
      </Button>
      <Button variant="outline" size="sm" onClick={copy}>
        <LinkIcon aria-hidden />
        {t('calendar.copy')}
      </Button>
    </div>
  );
}
