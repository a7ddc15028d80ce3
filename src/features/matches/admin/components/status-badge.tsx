import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { MatchStatus } from '@/entities/match/match-rules';
import { cn } from '@/lib/utils';

const tone: Record<MatchStatus, string> = {
  scheduled: '',
  ongoing: 'border-amber-500/50 text-amber-700 dark:text-amber-400',
  completed: 'border-emerald-600/50 text-emerald-700 dark:text-emerald-400',
  postponed: 'border-sky-600/50 text-sky-700 dark:text-sky-400',
  cancelled: 'text-muted-foreground line-through',
};

export function StatusBadge({ status }: { status: MatchStatus }) {
  const { t } = useTranslation('admin-fixtures');
  return (
    <Badge variant="outline" className={cn('font-medium', tone[status])}>
      {t(`status.${status}`)}
    </Badge>
  );
}
