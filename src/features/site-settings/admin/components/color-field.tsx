import type { Control, FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import type { AppearanceValues } from '@/entities/theme/theme-schema';
import { toLongHex } from '@/lib/colors';

interface ColorFieldProps {
  control: Control<AppearanceValues>;
  name: Extract<FieldPath<AppearanceValues>, 'primaryColor' | 'secondaryColor'>;
  label: string;
}

/** A colour picker and a hex text box on the same value; the text box accepts #abc or #aabbcc. */
export function ColorField({ control, name, label }: ColorFieldProps) {
  const { t } = useTranslation('appearance');
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <div className="flex items-center gap-2">
            <input
              type="color"
              aria-label={t('fields.picker', { field: label })}
              // The picker only knows #rrggbb; while the text is not a colour it keeps black.
              value={toLongHex(field.value) ?? '#000000'}
              onChange={(event) => field.onChange(event.target.value)}
              className="h-9 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-transparent p-1"
            />
            <FormControl>
              <Input
                {...field}
                maxLength={7}
                spellCheck={false}
                autoComplete="off"
                className="max-w-32 font-mono"
              />
            </FormControl>
          </div>
          <FormDescription>{t('fields.hexHint')}</FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
