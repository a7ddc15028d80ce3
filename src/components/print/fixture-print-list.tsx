import { useTranslation } from 'react-i18next';
import { formatLeagueDate, leagueDayKey } from '@/lib/dates';
import { cn } from '@/lib/utils';

/** One fixture as the printed list shows it: plain text only, no logos, no links. */
export interface PrintFixture {
  id: number;
  /** ISO instant. */
  date: string;
  home: string;
  away: string;
  homeScore: number | null;
  awayScore: number | null;
  venue: string | null;
  /** Said beside the teams when the status is not plain (postponed, cancelled, live). */
  note?: string | null;
}

/**
 * The fixtures of a selection for paper: one table per league calendar day, in the order given,
 * with time, teams, result where played and venue. Hidden on screen; the print stylesheet
 * (print:block) shows it in place of the cards, whose logos, colours and links mean nothing on
 * paper.
 */
export function FixturePrintList({
  fixtures,
  className,
}: {
  fixtures: readonly PrintFixture[];
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  // resolvedLanguage: 'it', 'en' or 'nl', never the browser's 'en-US', which the date formats
  // would not know.
  const language = i18n.resolvedLanguage ?? 'it';
  const days: { day: string; fixtures: PrintFixture[] }[] = [];
  for (const fixture of fixtures) {
    const day = leagueDayKey(fixture.date);
    const last = days.at(-1);
    if (last?.day === day) last.fixtures.push(fixture);
    else days.push({ day, fixtures: [fixture] });
  }
  return (
    <div className={cn('hidden text-black print:block', className)} data-print-list>
      {days.map(({ day, fixtures: ofDay }) => (
        <section key={day} className="mb-4 break-inside-avoid">
          <h2 className="mb-1 border-b border-black pb-0.5 text-sm font-bold first-letter:uppercase">
            {formatLeagueDate(`${day}T12:00:00Z`, language, 'weekdayDate')}
          </h2>
          <table className="w-full table-fixed border-collapse text-[10pt]">
            <colgroup>
              <col className="w-[9%]" />
              <col className="w-[28%]" />
              <col className="w-[10%]" />
              <col className="w-[28%]" />
              <col />
            </colgroup>
            <thead className="sr-only">
              <tr>
                <th scope="col">{t('print.time')}</th>
                <th scope="col">{t('print.home')}</th>
                <th scope="col">{t('print.result')}</th>
                <th scope="col">{t('print.away')}</th>
                <th scope="col">{t('print.venue')}</th>
              </tr>
            </thead>
            <tbody>
              {ofDay.map((fixture) => (
                <tr
                  key={fixture.id}
                  data-print-fixture={fixture.id}
                  className="break-inside-avoid border-b border-neutral-300 align-top"
                >
                  <td className="py-1 pr-2 tabular-nums">
                    {formatLeagueDate(fixture.date, language, 'time')}
                  </td>
                  <td className="py-1 pr-2 text-right">{fixture.home}</td>
                  <td className="whitespace-nowrap py-1 text-center font-bold tabular-nums">
                    {fixture.homeScore !== null && fixture.awayScore !== null
                      ? `${fixture.homeScore} – ${fixture.awayScore}`
                      : '–'}
                  </td>
                  <td className="py-1 pl-2">
                    {fixture.away}
                    {fixture.note && <span className="ml-1 italic">({fixture.note})</span>}
                  </td>
                  <td className="py-1 pl-2 text-[9pt]">{fixture.venue ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}

/** The printed page's heading: the league's name over the selection. Hidden on screen. */
export function PrintHeading({ title, details }: { title: string; details?: string }) {
  const { t } = useTranslation();
  return (
    <header className="mb-4 hidden border-b-2 border-black pb-2 text-black print:block">
      <p className="text-sm font-semibold uppercase tracking-wide">{t('appName')}</p>
      <p className="text-xl font-bold">{title}</p>
      {details && <p className="text-sm">{details}</p>}
    </header>
  );
}
