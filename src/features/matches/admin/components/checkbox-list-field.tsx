import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField, FormItem, FormMessage } from '@/components/ui/form';
import { Label } from '@/components/ui/label';

interface CheckboxListFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** A field holding the chosen values as string[]. */
  name: FieldPath<T>;
  legend: string;
  options: readonly { value: string; label: string }[];
  /** Shown beside the legend, e.g. how many are chosen. */
  summary?: string;
}

/** A group of checkboxes choosing several records, with select all / none. */
export function CheckboxListField<T extends FieldValues>({
  control,
  name,
  legend,
  options,
  summary,
}: CheckboxListFieldProps<T>) {
  const { t } = useTranslation('admin-fixtures');
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const chosen = new Set(field.value as string[]);
        const set = (values: Iterable<string>) => field.onChange([...values]);
        return (
          <FormItem>
            <fieldset className="grid gap-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <legend className="text-sm font-medium">
                  {legend}
                  {summary && (
                    <span className="ml-2 font-normal text-muted-foreground">{summary}</span>
                  )}
                </legend>
                <div className="flex gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => set(options.map((o) => o.value))}
                  >
                    {t('create.selectAll')}
                  </Button>
                  <Button type="button" variant="ghost" size="sm" onClick={() => set([])}>
                    {t('create.selectNone')}
                  </Button>
                </div>
              </div>
              <div className="grid max-h-72 gap-2 overflow-y-auto rounded-md border p-3 sm:grid-cols-2 lg:grid-cols-3">
                {options.map((option) => {
                  const id = `${name}-${option.value}`;
                  return (
                    <div key={option.value} className="flex items-center gap-2">
                      <Checkbox
                        id={id}
                        checked={chosen.has(option.value)}
                        onCheckedChange={(checked) => {
                          const next = new Set(chosen);
                          if (checked === true) next.add(option.value);
                          else next.delete(option.value);
                          set(next);
                        }}
                      />
                      <Label htmlFor={id} className="font-normal">
                        {option.label}
                      </Label>
                    </div>
                  );
                })}
              </div>
            </fieldset>
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
