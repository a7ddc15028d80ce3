import { FileSpreadsheet } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import {
  readSpreadsheet,
  type FileProblem,
  type ParsedSheet,
} from '@/lib/spreadsheet/read-spreadsheet';

interface UploadStepProps {
  onParsed: (fileName: string, sheet: ParsedSheet) => void;
}

/** Step 1: pick a file; it is read here, in the browser, and never uploaded as such. */
export function UploadStep({ onParsed }: UploadStepProps) {
  const { t } = useTranslation('fixture-import');
  const id = useId();
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [reading, setReading] = useState(false);

  const read = async (file: File) => {
    setProblem(null);
    setReading(true);
    const result = await readSpreadsheet(file);
    setReading(false);
    if (result.ok) onParsed(file.name, result.sheet);
    else setProblem(result.problem);
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={id}>{t('upload.label')}</Label>
        <Input
          id={id}
          type="file"
          accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
          disabled={reading}
          aria-describedby={`${id}-hint`}
          aria-invalid={problem !== null}
          className="cursor-pointer file:mr-3 file:cursor-pointer"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void read(file);
            // Lets the same file be picked again after fixing it.
            event.target.value = '';
          }}
        />
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {t('upload.hint')}
        </p>
      </div>
      {reading && (
        <div className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" label={t('upload.reading')} />
          <span aria-hidden>{t('upload.reading')}</span>
        </div>
      )}
      {problem && (
        <Alert variant="destructive">
          <p>{t(`problems.${problem}`)}</p>
        </Alert>
      )}
      <div className="flex gap-3 rounded-lg border bg-muted/40 p-4 text-sm">
        <FileSpreadsheet className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
        <div className="grid gap-1">
          <p className="font-medium">{t('upload.columnsTitle')}</p>
          <p className="text-muted-foreground">{t('upload.columnsHint')}</p>
          <p className="break-words font-mono text-xs text-muted-foreground">
            home_team_name, away_team_name, match_date, referee_team_name, competition_name,
            season_name, home_score, away_score, venue_name
          </p>
        </div>
      </div>
    </div>
  );
}
