/** Radix Select items cannot have an empty value; this one stands for "none". */
export const NONE = 'none';

export interface SelectOption {
  value: string;
  label: string;
}

/** Id-and-name rows (a lookup list, a query's rows) as select options; none yet gives none. */
export const toOptions = (rows: readonly { id: number; name: string }[] | undefined) =>
  (rows ?? []).map((row): SelectOption => ({ value: String(row.id), label: row.name }));

/** A nullable id as the value of an optional select field. */
export const toSelectValue = (id: number | null | undefined) => (id ? String(id) : NONE);

/** The id an optional select field holds, or null for NONE (or nothing chosen). */
export const fromSelectValue = (value: string) => (value && value !== NONE ? Number(value) : null);
