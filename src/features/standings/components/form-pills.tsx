import { useTranslation } from 'react-i18next';
import type { FormResult } from '@/features/standings/api/get-standings-table';
import { FORM_COLORS } from '@/features/standings/utils/columns';
import { cn } from '@/lib/utils';

/**
 * The last results, newest first, as coloured letters (V/N/P in Italian). Screen readers hear
 * one sentence ("last 5 matches: win, draw…") instead of five lone letters.
 */
export function FormPills({ form }: { form: readonly FormResult[] }) {
  const { t } = useTranslation('standings');
  if (form.length === 0) return <span className="text-muted-foreground">–</span>;
  const spoken = form.map((result) => t(`form.long.${result}`)).join(', ');
  return (
    <span
      role="img"
      className="flex gap-1"
      aria-label={t('form.label', { count: form.length, results: spoken })}
    >
      {form.map((result, index) => (
        <span
          // Results repeat; their place in the list is their identity.
          key={index}
          title={t(`form.long.${result}`)}
          className={cn(
            'inline-flex size-5 items-center justify-center rounded text-[0.65rem] font-bold',
            FORM_COLORS[result],
          )}
        >
          {t(`form.short.${result}`)}
        </span>
      ))}
    </span>
  );
}
