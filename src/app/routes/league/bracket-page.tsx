import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useMatchesByIds } from '@/features/matches/api/get-matches-by-ids';
import { useBracket } from '@/features/playoffs/api/get-bracket';
import { BracketView, BracketViewSkeleton } from '@/features/playoffs/components/bracket-view';

function Page({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('playoffs');
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Link
          to="/playoffs"
          className="inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t('back')}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {subtitle !== undefined && <p className="h-6 text-muted-foreground">{subtitle}</p>}
      </div>
      {children}
    </div>
  );
}

export function NoBracket() {
  const { t } = useTranslation('playoffs');
  return (
    <Page title={t('bracketTitle')}>
      <p className="py-10 text-center text-muted-foreground">{t('noBracket')}</p>
    </Page>
  );
}

function BracketMatches({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation('playoffs');
  const matches = useMatchesByIds(ids);
  if (matches.isPending) return <BracketViewSkeleton />;
  if (matches.isError) {
    return (
      <Alert variant="destructive">
        <p>{t('errors.load')}</p>
      </Alert>
    );
  }
  if (matches.data.length === 0) {
    return <p className="py-10 text-center text-muted-foreground">{t('noBracket')}</p>;
  }
  return <BracketView matches={matches.data} />;
}

export function BracketPage({
  competitionId,
  seasonId,
}: {
  competitionId: number;
  seasonId: number;
}) {
  const { t } = useTranslation('playoffs');
  const bracket = useBracket({ competitionId, seasonId });
  if (bracket.isPending) {
    return (
      <Page title={t('bracketTitle')} subtitle="">
        <Skeleton className="-mt-2 h-6 w-48" data-loading="true" />
        <BracketViewSkeleton />
      </Page>
    );
  }
  if (bracket.isError) {
    return (
      <Page title={t('bracketTitle')}>
        <Alert variant="destructive">
          <p>{t('errors.load')}</p>
        </Alert>
      </Page>
    );
  }
  // No row, or a row listing no match, is "no bracket" (spec §4).
  if (!bracket.data || bracket.data.match_ids.length === 0) return <NoBracket />;
  const { competition, season, match_ids: ids } = bracket.data;
  return (
    <Page title={t('bracketTitle')} subtitle={`${competition.name} · ${season.name}`}>
      <BracketMatches ids={ids} />
    </Page>
  );
}
