import { useTranslation } from 'react-i18next';
import { FixturePrintList, PrintHeading } from '@/components/print/fixture-print-list';
import { PrintButton } from '@/components/print/print-button';
import type { TeamFixtures } from '@/features/teams/api/get-team-fixtures';

export function TeamPrintButton({ busy, onPrint }: { busy: boolean; onPrint: () => void }) {
  return <PrintButton className="self-start" disabled={busy} onClick={onPrint} />;
}

/** Heading and list for paper; nothing on screen. */
export function TeamPrintList({
  teamName,
  fixtures,
}: {
  teamName: string;
  fixtures: TeamFixtures | null;
}) {
  const { t } = useTranslation('teams');
  return (
    <>
      <PrintHeading
        title={teamName}
        details={fixtures?.season ? t('print.title', { season: fixtures.season.name }) : undefined}
      />
      {fixtures &&
        (fixtures.matches.length === 0 ? (
          <p className="hidden print:block">{t('print.empty')}</p>
        ) : (
          <FixturePrintList
            fixtures={fixtures.matches.map((match) => ({
              id: match.id,
              date: match.match_date,
              home: match.home?.name ?? '',
              away: match.away?.name ?? '',
              homeScore: match.home_score,
              awayScore: match.away_score,
              venue: match.venue
                ? [match.venue.name, match.venue.city].filter(Boolean).join(', ')
                : null,
              note:
                match.status === 'scheduled' || match.status === 'completed'
                  ? null
                  : t(`print.status.${match.status}`),
            }))}
          />
        ))}
    </>
  );
}
