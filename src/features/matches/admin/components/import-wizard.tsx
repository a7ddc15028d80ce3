import { CheckCircle2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { useReferenceData } from '@/features/matches/admin/api/get-fixture-options';
import { useImportFixtures } from '@/features/matches/admin/api/import-fixtures';
import { MapStep } from '@/features/matches/admin/components/map-step';
import { PreviewStep } from '@/features/matches/admin/components/preview-step';
import { UploadStep } from '@/features/matches/admin/components/upload-step';
import { autoMapColumns, type ColumnMapping } from '@/features/matches/admin/utils/import-columns';
import {
  validateFixtureRows,
  type ReferenceData,
} from '@/features/matches/admin/utils/validate-fixture-rows';
import type { ParsedSheet } from '@/lib/spreadsheet/read-spreadsheet';
import { cn } from '@/lib/utils';

type Step = 'upload' | 'map' | 'preview';
const STEPS: Step[] = ['upload', 'map', 'preview'];

interface LoadedFile {
  name: string;
  sheet: ParsedSheet;
  mapping: ColumnMapping;
}

interface ImportWizardProps {
  /** Where "back to fixtures" goes. */
  listHref: string;
  /** After a successful import, e.g. to refresh the fixture lists. */
  onImported?: (count: number) => void;
}

/** Upload → map columns → preview and confirm (spec §4); rows with errors are left out. */
export function ImportWizard({ listHref, onImported }: ImportWizardProps) {
  const { t } = useTranslation('fixture-import');
  const reference = useReferenceData();
  const [step, setStep] = useState<Step>('upload');
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [summary, setSummary] = useState<{ imported: number; skipped: number } | null>(null);

  if (summary) {
    return (
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <CheckCircle2 className="size-5 text-emerald-600" aria-hidden />
            {t('done.title')}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div role="status" className="grid gap-1">
            <p>{t('done.imported', { count: summary.imported })}</p>
            <p className="text-muted-foreground">{t('done.skipped', { count: summary.skipped })}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link to={listHref}>{t('actions.toFixtures')}</Link>
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                setSummary(null);
                setFile(null);
                setStep('upload');
              }}
            >
              {t('actions.another')}
            </Button>
          </div>
        </CardContent>
      </Card>
    );
  }

  return (
    <div className="grid gap-6">
      <ol aria-label={t('steps.label')} className="grid gap-2 sm:grid-cols-3">
        {STEPS.map((s, index) => {
          const current = s === step;
          const done = STEPS.indexOf(step) > index;
          return (
            <li
              key={s}
              aria-current={current ? 'step' : undefined}
              className={cn(
                'flex items-center gap-2 rounded-md border px-3 py-2 text-sm',
                current ? 'border-primary font-medium' : 'text-muted-foreground',
              )}
            >
              <span
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center rounded-full border text-xs',
                  (current || done) && 'border-primary bg-primary text-primary-foreground',
                )}
                aria-hidden
              >
                {index + 1}
              </span>
              {t(`steps.${s}`)}
            </li>
          );
        })}
      </ol>
      <Card>
        <CardContent className="pt-6">
          {step === 'upload' && (
            <UploadStep
              onParsed={(name, sheet) => {
                setFile({ name, sheet, mapping: autoMapColumns(sheet.headers) });
                setStep('map');
              }}
            />
          )}
          {step === 'map' && file && (
            <MapStep
              fileName={file.name}
              sheet={file.sheet}
              mapping={file.mapping}
              onChange={(mapping) => setFile({ ...file, mapping })}
              onBack={() => setStep('upload')}
              onNext={() => setStep('preview')}
            />
          )}
          {step === 'preview' &&
            file &&
            (reference.data ? (
              <Preview
                file={file}
                reference={reference.data}
                onBack={() => setStep('map')}
                onImported={(imported, skipped) => {
                  setSummary({ imported, skipped });
                  onImported?.(imported);
                }}
              />
            ) : reference.isError ? (
              <LoadError message={t('loadError')} />
            ) : (
              <PageSpinner />
            ))}
        </CardContent>
      </Card>
    </div>
  );
}

function Preview({
  file,
  reference,
  onBack,
  onImported,
}: {
  file: LoadedFile;
  reference: ReferenceData;
  onBack: () => void;
  onImported: (imported: number, skipped: number) => void;
}) {
  const rows = useMemo(
    () => validateFixtureRows(file.sheet, file.mapping, reference),
    [file, reference],
  );
  const valid = useMemo(() => rows.flatMap((row) => (row.fixture ? [row.fixture] : [])), [rows]);
  const mutation = useImportFixtures({
    onSuccess: (count) => onImported(count, rows.length - valid.length),
  });
  return (
    <PreviewStep
      rows={rows}
      importing={mutation.isPending}
      onBack={onBack}
      onConfirm={() => mutation.mutate(valid)}
    />
  );
}
