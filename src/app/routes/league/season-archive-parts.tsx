import { Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NotFound } from '@/components/errors/not-found';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useBrackets } from '@/features/playoffs/api/get-brackets';

export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function PlayoffsLink({
  competitionId,
  seasonId,
}: {
  competitionId: number;
  seasonId: number;
}) {
  const { t } = useTranslation('competitions');
  const brackets = useBrackets();
  if (brackets.isPending) return <Skeleton className="h-10 w-64" data-loading="true" />;
  const bracket = brackets.data?.find(
    (b) => b.competition_id === competitionId && b.season_id === seasonId,
  );
  if (!bracket || bracket.match_ids.length === 0) {
    return <p className="text-muted-foreground">{t('archive.noBracket')}</p>;
  }
  return (
    <Button asChild variant="outline">
      <Link to={`/playoffs/${competitionId}/${seasonId}`}>
        <Trophy aria-hidden />
        {t('archive.bracketLink')}
      </Link>
    </Button>
  );
}

export function SeasonNotFound() {
  const { t } = useTranslation('competitions');
  return (
    <NotFound
      title={t('archive.notFound.title')}
      description={t('archive.notFound.description')}
      action={
        <Button asChild>
          <Link to="/tables">{t('archive.backToTables')}</Link>
        </Button>
      }
    />
  );
}
