import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import type { LeagueSelectionState } from '@/features/competitions/hooks/use-league-selection';
import { cn } from '@/lib/utils';

/** Competition and season selects; they keep their size while loading (no layout shift). */
export function LeaguePickers({
  selection,
  className,
}: {
  selection: LeagueSelectionState;
  className?: string;
}) {
  const { t } = useTranslation('competitions');
  const competitionId = useId();
  const seasonId = useId();
  const { competition, season, competitions, seasons, isPending } = selection;

  return (
    <div className={cn('grid grid-cols-2 gap-3 sm:flex sm:items-end', className)}>
      <div className="grid min-w-0 gap-1.5 sm:w-56">
        <Label htmlFor={competitionId}>{t('pickers.competition')}</Label>
        {isPending ? (
          <Skeleton className="h-9 w-full" data-loading="true" />
        ) : (
          <Select
            value={competition?.slug ?? ''}
            onValueChange={selection.setCompetition}
            disabled={competitions.length === 0}
          >
            <SelectTrigger id={competitionId}>
              <SelectValue placeholder={t('pickers.none')} />
            </SelectTrigger>
            <SelectContent>
              {competitions.map((c) => (
                <SelectItem key={c.id} value={c.slug}>
                  {c.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </div>
      <div className="grid min-w-0 gap-1.5 sm:w-44">
        <Label htmlFor={seasonId}>{t('pickers.season')}</Label>
        {isPending ? (
          <Skeleton className="h-9 w-full" data-loading="true" />
        ) : (
          <Select
            value={season ? String(season.id) : ''}
            onValueChange={(value) => selection.setSeason(Number(value))}
            disabled={seasons.length === 0}
          >
            <SelectTrigger id={seasonId}>
              <SelectValue placeholder={t('pickers.none')} />
            </SelectTrigger>
            <SelectContent>
              {seasons.map((s) => (
                <SelectItem key={s.id} value={String(s.id)}>
                  {s.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </div>
    </div>
  );
}
