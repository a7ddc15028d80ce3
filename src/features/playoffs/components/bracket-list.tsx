import { ChevronRight, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useBrackets } from '@/features/playoffs/api/get-brackets';

/** Every playoff bracket, newest season first, each linking to its bracket page. */
export function BracketList() {
  const { t } = useTranslation('playoffs');
  const brackets = useBrackets();
  if (brackets.isPending) {
    return (
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-loading="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-[4.5rem] rounded-xl" />
        ))}
      </div>
    );
  }
  if (brackets.isError) {
    return (
      <Alert variant="destructive">
        <p>{t('errors.load')}</p>
      </Alert>
    );
  }
  if (brackets.data.length === 0) {
    return <p className="py-10 text-center text-muted-foreground">{t('empty')}</p>;
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {brackets.data.map((bracket) => (
        <li key={bracket.id}>
          <Link
            to={`/playoffs/${bracket.competition_id}/${bracket.season_id}`}
            className="flex h-[4.5rem] items-center gap-3 rounded-xl border bg-card px-4 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Trophy aria-hidden className="size-5 shrink-0 text-amber-600 dark:text-amber-400" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold">
                {bracket.competition.name} · {bracket.season.name}
              </span>
              <span className="block text-sm text-muted-foreground">
                {t('matchCount', { count: bracket.match_ids.length })}
              </span>
            </span>
            <ChevronRight aria-hidden className="size-4 text-muted-foreground" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
