import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormControl, FormDescription, FormField, FormItem, FormLabel } from '@/components/ui/form';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/utils';

/** An on/off setting bound to a react-hook-form boolean: label and hint left, switch right. */
export function SwitchField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  className,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  description: string;
  className?: string;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={cn('flex items-center justify-between gap-4', className)}>
          <div className="grid gap-1">
            <FormLabel>{label}</FormLabel>
            <FormDescription>{description}</FormDescription>
          </div>
          <FormControl>
            <Switch checked={field.value as boolean} onCheckedChange={field.onChange} />
          </FormControl>
        </FormItem>
      )}
    />
  );
}
