import { useTranslation } from 'react-i18next';
import type { MatchStatus } from '@/features/matches/api/match-summary';
import { cn } from '@/lib/utils';

const STYLES: Record<MatchStatus, string> = {
  scheduled: 'border-border text-muted-foreground',
  ongoing: 'border-transparent bg-red-700 text-white',
  completed: 'border-border text-muted-foreground',
  postponed: 'border-amber-600/50 text-amber-800 dark:text-amber-300',
  cancelled: 'border-border text-muted-foreground line-through',
};

export function MatchStatusBadge({
  status,
  className,
}: {
  status: MatchStatus;
  className?: string;
}) {
  const { t } = useTranslation('matches');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-md border px-1.5 py-0.5 text-xs font-semibold',
        STYLES[status],
        className,
      )}
    >
      {status === 'ongoing' && (
        <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-white" />
      )}
      {t(`status.${status}`)}
    </span>
  );
}
