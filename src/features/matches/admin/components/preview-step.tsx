import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/admin/data-table';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import type { ValidatedRow } from '@/features/matches/admin/utils/validate-fixture-rows';

const PAGE_SIZE = 50;
const WRAP = 'whitespace-normal [overflow-wrap:anywhere]';

interface PreviewStepProps {
  rows: readonly ValidatedRow[];
  importing: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

/** Step 3: every row with its errors; only valid rows are imported. */
export function PreviewStep({ rows, importing, onBack, onConfirm }: PreviewStepProps) {
  const { t } = useTranslation('fixture-import');
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [page, setPage] = useState(1);
  const valid = rows.filter((row) => row.fixture).length;
  const invalid = rows.length - valid;
  const shown = useMemo(
    () => (onlyErrors ? rows.filter((row) => row.errors.length > 0) : rows),
    [rows, onlyErrors],
  );

  // Cells wrap, long unbroken values too (a misspelt team, a date in the wrong format), so the
  // table fits its card on a desktop and the Result column's messages are read without
  // scrolling sideways; only a phone scrolls the table in its own box.
  const columns: DataTableColumn<ValidatedRow>[] = [
    { id: 'line', header: t('preview.line'), cell: (row) => row.line, className: 'w-14' },
    {
      id: 'match',
      header: t('preview.match'),
      className: `${WRAP} min-w-36`,
      cell: (row) => (
        <span>
          {row.values.home_team_name || '—'} – {row.values.away_team_name || '—'}
        </span>
      ),
    },
    {
      id: 'date',
      header: t('preview.date'),
      className: `${WRAP} min-w-24`,
      cell: (row) => row.values.match_date || '—',
    },
    {
      id: 'score',
      header: t('preview.score'),
      cell: (row) =>
        row.values.home_score || row.values.away_score
          ? `${row.values.home_score || '?'}–${row.values.away_score || '?'}`
          : '',
    },
    {
      id: 'details',
      header: t('preview.details'),
      className: `${WRAP} min-w-32`,
      cell: (row) =>
        [
          row.values.competition_name,
          row.values.season_name,
          row.values.venue_name,
          row.values.referee_team_name,
        ]
          .filter(Boolean)
          .join(' · '),
    },
    {
      id: 'outcome',
      header: t('preview.outcome'),
      className: `${WRAP} min-w-48`,
      cell: (row) =>
        row.errors.length === 0 ? (
          <Badge
            variant="outline"
            className="border-emerald-600/50 text-emerald-700 dark:text-emerald-400"
          >
            {t('preview.valid')}
          </Badge>
        ) : (
          <ul className="grid gap-0.5 text-destructive">
            {row.errors.map((error) => (
              <li key={error}>{t(`errors.${error}`)}</li>
            ))}
          </ul>
        ),
    },
  ];

  const pageRows = shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return (
    <div className="grid gap-4">
      <Alert variant={valid === 0 ? 'destructive' : 'default'}>
        <div className="grid gap-1">
          <p className="font-medium">{t('preview.summary', { valid, invalid })}</p>
          {invalid > 0 && valid > 0 && <p>{t('preview.skippedNote')}</p>}
          {valid === 0 && <p>{t('errors.noValidMatches')}</p>}
        </div>
      </Alert>
      <div className="flex items-center gap-2">
        <Checkbox
          id="only-errors"
          checked={onlyErrors}
          disabled={invalid === 0}
          onCheckedChange={(checked) => {
            setOnlyErrors(checked === true);
            setPage(1);
          }}
        />
        <Label htmlFor="only-errors">{t('preview.onlyErrors')}</Label>
      </div>
      <div className="overflow-x-auto">
        <DataTable
          label={t('preview.tableLabel')}
          columns={columns}
          rows={pageRows}
          getRowId={(row) => row.line}
          emptyMessage={t('preview.noErrors')}
          pagination={{ page, pageSize: PAGE_SIZE, total: shown.length, onPageChange: setPage }}
        />
      </div>
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="outline" onClick={onBack} disabled={importing}>
          {t('actions.back')}
        </Button>
        <Button onClick={onConfirm} disabled={importing || valid === 0}>
          {importing ? t('preview.importing') : t('preview.confirm', { count: valid })}
        </Button>
      </div>
    </div>
  );
}
