import { useTranslation } from 'react-i18next';
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
import {
  IMPORT_COLUMNS,
  missingRequiredColumns,
  REQUIRED_COLUMNS,
  type ColumnMapping,
} from '@/features/matches/admin/utils/import-columns';
import type { ParsedSheet } from '@/lib/spreadsheet/read-spreadsheet';

const NONE = 'none';

interface MapStepProps {
  fileName: string;
  sheet: ParsedSheet;
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
  onBack: () => void;
  onNext: () => void;
}

/** Step 2: which file column feeds each import column (pre-filled from the headers). */
export function MapStep({ fileName, sheet, mapping, onChange, onBack, onNext }: MapStepProps) {
  const { t } = useTranslation('fixture-import');
  const missing = missingRequiredColumns(mapping);
  const headerLabel = (index: number) => sheet.headers[index] || `#${index + 1}`;
  const columnCount = Math.max(sheet.headers.length, ...sheet.rows.map((r) => r.cells.length));

  return (
    <div className="grid gap-5">
      <div className="grid gap-1 text-sm">
        <p className="font-medium">{t('map.file', { name: fileName, count: sheet.rows.length })}</p>
        <p className="text-muted-foreground">{t('map.intro')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {IMPORT_COLUMNS.map((column) => {
          const id = `map-${column}`;
          const required = REQUIRED_COLUMNS.includes(column);
          const value = mapping[column];
          return (
            <div key={column} className="grid gap-2">
              <Label htmlFor={id}>
                {t(`columns.${column}`)}
                {required && (
                  <span className="ml-1 font-normal text-muted-foreground">
                    ({t('map.required')})
                  </span>
                )}
              </Label>
              <Select
                value={value === null ? NONE : String(value)}
                onValueChange={(next) =>
                  onChange({ ...mapping, [column]: next === NONE ? null : Number(next) })
                }
              >
                <SelectTrigger id={id} aria-invalid={required && value === null}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NONE}>{t('map.notInFile')}</SelectItem>
                  {Array.from({ length: columnCount }, (_, index) => (
                    <SelectItem key={index} value={String(index)}>
                      {headerLabel(index)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          );
        })}
      </div>
      {missing.length > 0 && (
        <Alert variant="destructive">
          <p>
            {t('map.missing', {
              columns: missing.map((column) => t(`columns.${column}`)).join(', '),
            })}
          </p>
        </Alert>
      )}
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="outline" onClick={onBack}>
          {t('actions.back')}
        </Button>
        <Button onClick={onNext} disabled={missing.length > 0}>
          {t('actions.next')}
        </Button>
      </div>
    </div>
  );
}
