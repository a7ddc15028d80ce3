import { CloudOff, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CacheStatus } from '@/features/offline/cache-status';
import { STATUS_ICON_CLASS, STATUS_PILL_CLASS } from '@/features/offline/status-pill';
import { formatLeagueDate, leagueDayKey } from '@/lib/dates';
import { cn } from '@/lib/utils';

/** "offline — updated at 20:30", with the day when the copy is from another day. */
function useOfflineMessage(updatedAt: number | null, now: number): string {
  const { t, i18n } = useTranslation('offline');
  if (updatedAt === null) return t('offline');
  const language = i18n.resolvedLanguage ?? 'it';
  const sameDay = leagueDayKey(updatedAt) === leagueDayKey(now);
  return sameDay
    ? t('offlineUpdatedAt', {
        time: formatLeagueDate(updatedAt, language, 'time'),
      })
    : t('offlineUpdatedOn', { date: formatLeagueDate(updatedAt, language) });
}

/**
 * A small pill at the bottom of the screen while the data on screen is a saved copy: being
 * updated, or offline. Floating, so it never moves the page. A live region that is always
 * there, so screen readers announce its changes.
 */
export function CacheStatusNotice({ status }: { status: CacheStatus }) {
  const { t } = useTranslation('offline');
  const offline = status.kind === 'offline' ? status : null;
  const offlineMessage = useOfflineMessage(offline?.updatedAt ?? null, offline?.checkedAt ?? 0);
  const message =
    status.kind === 'updating' ? t('updating') : status.kind === 'offline' ? offlineMessage : '';
  return (
    <div role="status" className={cn(STATUS_PILL_CLASS, !message && 'sr-only')}>
      {status.kind === 'updating' && (
        <LoaderCircle aria-hidden className={cn(STATUS_ICON_CLASS, 'animate-spin')} />
      )}
      {status.kind === 'offline' && <CloudOff aria-hidden className={STATUS_ICON_CLASS} />}
      <span>{message}</span>
    </div>
  );
}
