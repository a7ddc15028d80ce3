import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
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
          <NativeSelect
            id={competitionId}
            value={competition?.slug ?? ''}
            onChange={(event) => selection.setCompetition(event.target.value)}
            disabled={competitions.length === 0}
          >
            {competitions.length === 0 && <option value="">{t('pickers.none')}</option>}
            {competitions.map((c) => (
              <option key={c.id} value={c.slug}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </div>
      <div className="grid min-w-0 gap-1.5 sm:w-44">
        <Label htmlFor={seasonId}>{t('pickers.season')}</Label>
        {isPending ? (
          <Skeleton className="h-9 w-full" data-loading="true" />
        ) : (
          <NativeSelect
            id={seasonId}
            value={season ? String(season.id) : ''}
            onChange={(event) => selection.setSeason(Number(event.target.value))}
            disabled={seasons.length === 0}
          >
            {seasons.length === 0 && <option value="">{t('pickers.none')}</option>}
            {seasons.map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </div>
    </div>
  );
}
