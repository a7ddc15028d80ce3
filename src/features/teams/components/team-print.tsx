import { useTranslation } from 'react-i18next';
import { FixturePrintList, PrintHeading } from '@/components/print/fixture-print-list';
import { PrintButton } from '@/components/print/print-button';
import { toPrintFixture } from '@/entities/match/match-print';
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
            fixtures={fixtures.matches.map((match) =>
              toPrintFixture(
                match,
                { home: match.home?.name ?? '', away: match.away?.name ?? '' },
                (status) => t(`print.status.${status}`),
              ),
            )}
          />
        ))}
    </>
  );
}
