import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { PageHeader } from '@/components/admin/page-header';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useDeleteFixtures } from '@/features/matches/admin/api/delete-fixtures';
import { CAPTAIN_STATUSES, MATCH_STATUSES } from '@/entities/match/match-rules';
import type { Fixture } from '@/features/matches/admin/api/get-fixture';
import type { FixtureCapabilities } from '@/features/matches/admin/components/fixtures-list';
import { ResultForm } from '@/features/matches/admin/components/result-form';
import { StatusBadge } from '@/features/matches/admin/components/status-badge';
import { formatLeagueDate } from '@/lib/dates';

interface FixtureDetailProps {
  fixture: Fixture;
  /** Changes whenever the match is refetched, so the result form restarts from saved values. */
  version: number;
  capabilities: FixtureCapabilities;
  onDeleted: () => void;
  onResultSaved?: () => void;
}

/** A match's facts and, for whoever may, the form to enter its result. */
export function FixtureDetail({
  fixture,
  version,
  capabilities,
  onDeleted,
  onResultSaved,
}: FixtureDetailProps) {
  const { t, i18n } = useTranslation('admin-fixtures');
  const remove = useDeleteFixtures();
  const { manage, captainTeamId } = capabilities;
  const canEnterResult =
    manage || [fixture.home_team_id, fixture.away_team_id].includes(captainTeamId ?? -1);
  const title = `${fixture.home_team?.name ?? '?'} – ${fixture.away_team?.name ?? '?'}`;

  const facts: [string, string | null | undefined][] = [
    [t('detail.competition'), fixture.competition?.name],
    [t('detail.season'), fixture.season?.name],
    [t('detail.venue'), fixture.venue?.name],
    [t('detail.referee'), fixture.referee_team?.name],
  ];

  return (
    <>
      <PageHeader
        title={title}
        description={
          <>
            {formatLeagueDate(fixture.match_date, i18n.language, 'fullDateTime')}
            {fixture.round !== null && ` · ${t('detail.round', { round: fixture.round })}`}
          </>
        }
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/admin/fixtures">{t('actions.back')}</Link>
            </Button>
            {manage && (
              <>
                <Button asChild variant="outline">
                  <Link to={`/admin/fixtures/${fixture.id}/edit`}>
                    <Pencil aria-hidden />
                    {t('actions.edit')}
                  </Link>
                </Button>
                <ConfirmDeleteDialog
                  itemName={title}
                  extra={t('bulk.deleteExtra', { count: 1 })}
                  onConfirm={async () => {
                    await remove.mutateAsync([fixture.id]);
                    toast.success(t('bulk.deleted', { count: 1 }));
                    onDeleted();
                  }}
                />
              </>
            )}
          </>
        }
      />
      <div className="grid gap-6">
        <Card>
          <CardContent className="grid gap-4 pt-6 sm:grid-cols-[auto_1fr] sm:items-center">
            <div className="flex items-center gap-3">
              <StatusBadge status={fixture.status} />
              <span className="text-2xl font-bold tabular-nums" aria-label={t('columns.score')}>
                {fixture.home_score === null
                  ? '– : –'
                  : `${fixture.home_score} : ${fixture.away_score ?? ''}`}
              </span>
            </div>
            <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="font-medium">{value ?? '—'}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{t('result.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            {canEnterResult ? (
              <ResultForm
                key={version}
                fixture={fixture}
                allowedStatuses={manage ? MATCH_STATUSES : CAPTAIN_STATUSES}
                onSaved={onResultSaved}
              />
            ) : (
              <Alert>
                <p>{t('detail.notYourMatch')}</p>
              </Alert>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
