import { useQuery } from '@tanstack/react-query';
import { FileSpreadsheet } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { DataTable, type DataTableColumn } from '@/components/admin/data-table';
import { PageHeader } from '@/components/admin/page-header';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useImportPlayers } from '@/features/players/admin/api/import-players';
import {
  autoMapColumns,
  IMPORT_FIELDS,
  validateRows,
  type ColumnMapping,
  type ImportField,
  type PreviewRow,
} from '@/features/players/admin/utils/player-import';
import { teamOptionsQuery } from '@/lib/lookups';
import {
  readSpreadsheet,
  type FileProblem,
  type ParsedSheet,
} from '@/lib/spreadsheet/read-spreadsheet';
import { cn } from '@/lib/utils';

type Step = 'upload' | 'map' | 'preview';
const STEPS: Step[] = ['upload', 'map', 'preview'];
const NOT_PRESENT = 'none';

interface PlayerImportWizardProps {
  /** A captain's team: rows go to it, rows naming another team are refused. */
  lockedTeamId?: number | null;
}

/** Players from .xlsx or .csv: 1 upload, 2 map the columns, 3 preview and confirm. */
export function PlayerImportWizard({ lockedTeamId }: PlayerImportWizardProps) {
  const { t } = useTranslation('admin-players');
  const navigate = useNavigate();
  const fileInputId = useId();
  const teams = useQuery(teamOptionsQuery());
  const importPlayers = useImportPlayers();
  const [step, setStep] = useState<Step>('upload');
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [sheet, setSheet] = useState<ParsedSheet | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);

  const required: ImportField[] = lockedTeamId
    ? ['first_name', 'last_name']
    : ['first_name', 'last_name', 'team'];
  const mappingComplete = !!mapping && required.every((field) => mapping[field] !== null);

  const preview = useMemo(
    () =>
      sheet && mapping && teams.data
        ? validateRows(sheet, mapping, { teams: teams.data, lockedTeamId })
        : [],
    [sheet, mapping, teams.data, lockedTeamId],
  );
  const valid = preview.filter((row) => row.player);

  const pickFile = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setReading(true);
    const result = await readSpreadsheet(file);
    setReading(false);
    if (!result.ok) {
      setProblem(result.problem);
      return;
    }
    setSheet(result.sheet);
    setMapping(autoMapColumns(result.sheet.headers));
    setStep('map');
  };

  const confirm = async () => {
    try {
      const count = await importPlayers.mutateAsync(valid.map((row) => row.player!));
      toast.success(t('import.done', { count }));
      navigate('/admin/players');
    } catch {
      // Nothing was inserted (one transaction); the query client toasts the server's reason.
    }
  };

  const columns: DataTableColumn<PreviewRow>[] = [
    { id: 'line', header: t('import.line'), cell: (row) => row.line },
    {
      id: 'name',
      header: t('fields.name'),
      cell: (row) => `${row.cells.first_name} ${row.cells.last_name}`.trim() || '—',
    },
    { id: 'team', header: t('fields.team'), cell: (row) => row.cells.team || '—' },
    {
      id: 'role',
      header: t('fields.role'),
      cell: (row) => (row.player?.role ? t(`roles.${row.player.role}`) : row.cells.role || '—'),
    },
    {
      id: 'jersey',
      header: t('fields.jerseyNumber'),
      cell: (row) => row.cells.jersey_number || '—',
    },
    {
      id: 'status',
      header: t('import.status'),
      className: 'whitespace-normal min-w-48',
      cell: (row) =>
        row.errors.length ? (
          <ul className="text-destructive">
            {row.errors.map((code) => (
              <li key={code}>{t(`import.errors.${code}`)}</li>
            ))}
          </ul>
        ) : (
          <span className="text-emerald-700 dark:text-emerald-400">{t('import.ok')}</span>
        ),
    },
  ];

  return (
    <>
      <PageHeader title={t('import.title')} description={t('import.description')} />
      <ol className="mb-6 flex flex-wrap gap-2 text-sm" aria-label={t('import.stepsLabel')}>
        {STEPS.map((name, index) => (
          <li
            key={name}
            aria-current={step === name ? 'step' : undefined}
            className={cn(
              'rounded-full border px-3 py-1',
              step === name
                ? 'border-primary bg-primary text-primary-foreground'
                : 'text-muted-foreground',
            )}
          >
            {index + 1}. {t(`import.steps.${name}`)}
          </li>
        ))}
      </ol>

      {step === 'upload' && (
        <div className="grid max-w-xl gap-4">
          <p className="text-sm text-muted-foreground">
            {lockedTeamId ? t('import.uploadHintCaptain') : t('import.uploadHint')}
          </p>
          <Label htmlFor={fileInputId}>{t('import.file')}</Label>
          <div className="flex items-center gap-3">
            <input
              id={fileInputId}
              type="file"
              accept=".xlsx,.csv"
              disabled={reading}
              onChange={(event) => {
                void pickFile(event.target.files?.[0]);
                event.target.value = '';
              }}
              className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium"
            />
            {reading && <Spinner className="size-5" />}
          </div>
          {problem && <Alert variant="destructive">{t(`import.errors.${problem}`)}</Alert>}
          <div>
            <Button asChild variant="outline">
              <Link to="/admin/players">{t('common:actions.cancel')}</Link>
            </Button>
          </div>
        </div>
      )}

      {step === 'map' && sheet && mapping && (
        <div className="grid max-w-3xl gap-6">
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <FileSpreadsheet aria-hidden className="size-4" />
            {t('import.rowsFound', { count: sheet.rows.length })}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            {IMPORT_FIELDS.map((field) => (
              <MappingSelect
                key={field}
                label={t(`import.fields.${field}`)}
                required={required.includes(field)}
                headers={sheet.headers}
                value={mapping[field]}
                notPresent={t('import.notPresent')}
                onChange={(column) => setMapping({ ...mapping, [field]: column })}
              />
            ))}
          </div>
          {!mappingComplete && <Alert variant="destructive">{t('import.mapRequired')}</Alert>}
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setStep('upload')}>
              {t('common:actions.back')}
            </Button>
            <Button
              disabled={!mappingComplete || teams.isPending}
              onClick={() => setStep('preview')}
            >
              {t('import.toPreview')}
            </Button>
          </div>
        </div>
      )}

      {step === 'preview' && (
        <div className="grid gap-4">
          <p className="text-sm">
            {t('import.summary', { valid: valid.length, invalid: preview.length - valid.length })}
          </p>
          {valid.length === 0 && <Alert variant="destructive">{t('import.errors.noValid')}</Alert>}
          <DataTable
            label={t('import.previewLabel')}
            columns={columns}
            rows={preview}
            getRowId={(row) => row.line}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              onClick={() => setStep('map')}
              disabled={importPlayers.isPending}
            >
              {t('common:actions.back')}
            </Button>
            <Button
              onClick={() => void confirm()}
              disabled={valid.length === 0 || importPlayers.isPending}
            >
              {importPlayers.isPending
                ? t('import.importing')
                : t('import.confirm', { count: valid.length })}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}

function MappingSelect({
  label,
  required,
  headers,
  value,
  notPresent,
  onChange,
}: {
  label: string;
  required: boolean;
  headers: string[];
  value: number | null;
  notPresent: string;
  onChange: (column: number | null) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        {label}
        {required && <span aria-hidden> *</span>}
      </Label>
      <Select
        value={value === null ? NOT_PRESENT : String(value)}
        onValueChange={(next) => onChange(next === NOT_PRESENT ? null : Number(next))}
      >
        <SelectTrigger id={id} aria-required={required}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={NOT_PRESENT}>{notPresent}</SelectItem>
          {headers.map((header, index) => (
            <SelectItem key={index} value={String(index)}>
              {header || `#${index + 1}`}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
