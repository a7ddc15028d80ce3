import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { SelectField, type SelectFieldProps } from '@/components/admin/select-field';
import { toOptions } from '@/components/admin/select-options';
import type { LookupOption } from '@/lib/lookups';

interface LookupSelectFieldProps<
  T extends FieldValues,
  O extends LookupOption,
  K extends QueryKey,
> extends Omit<SelectFieldProps<T>, 'options'> {
  /** What to pick from: one of the `…OptionsQuery()` of `@/lib/lookups`. */
  lookup: UseQueryOptions<O[], Error, O[], K>;
  /** Offers only this record and locks the select (a captain's own team): no "none" either. */
  lockedId?: number | null;
}

/** A SelectField over one of the league's lookup lists, loading it itself. */
export function LookupSelectField<
  T extends FieldValues,
  O extends LookupOption,
  K extends QueryKey,
>({ lookup, lockedId, noneLabel, disabled, ...props }: LookupSelectFieldProps<T, O, K>) {
  const rows = useQuery(lookup).data;
  return (
    <SelectField
      {...props}
      options={toOptions(lockedId ? rows?.filter((row) => row.id === lockedId) : rows)}
      noneLabel={lockedId ? undefined : noneLabel}
      disabled={disabled || !!lockedId}
    />
  );
}
