import { CloudOff, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CacheStatus } from '@/features/offline/cache-status';
import { formatLeagueDate } from '@/lib/dates';
import { cn } from '@/lib/utils';

const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'short' };

/** "offline — updated at 20:30", with the day when the copy is from another day. */
function useOfflineMessage(updatedAt: number | null, now: number): string {
  const { t, i18n } = useTranslation('offline');
  if (updatedAt === null) return t('offline');
  const language = i18n.resolvedLanguage ?? 'it';
  const sameDay =
    formatLeagueDate(updatedAt, language, DAY) === formatLeagueDate(now, language, DAY);
  return sameDay
    ? t('offlineUpdatedAt', {
        time: formatLeagueDate(updatedAt, language, { timeStyle: 'short' }),
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
    <div
      role="status"
      className={cn(
        'fixed inset-x-4 bottom-4 z-50 mx-auto flex w-fit items-center gap-2 rounded-full border bg-background px-4 py-2 text-sm shadow-md',
        !message && 'sr-only',
      )}
    >
      {status.kind === 'updating' && (
        <LoaderCircle aria-hidden className="size-4 shrink-0 animate-spin text-muted-foreground" />
      )}
      {status.kind === 'offline' && (
        <CloudOff aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      )}
      <span>{message}</span>
    </div>
  );
}
