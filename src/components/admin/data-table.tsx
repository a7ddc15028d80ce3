import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { pageCount } from '@/lib/pagination';
import { cn } from '@/lib/utils';

export type RowId = string | number;

export interface DataTableColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Extra classes for the column's cells, e.g. 'text-right' or 'hidden md:table-cell'. */
  className?: string;
}

export interface DataTableSelection {
  selected: ReadonlySet<RowId>;
  onChange: (selected: Set<RowId>) => void;
}

export interface DataTablePagination {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Rows matching the filters on the server (an exact count). */
  total: number;
  onPageChange: (page: number) => void;
}

interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  rows: readonly T[] | undefined;
  getRowId: (row: T) => RowId;
  /** Accessible name of the table (e.g. the page title). */
  label: string;
  isLoading?: boolean;
  /** A failed query: shows `errorMessage` and, with `onRetry`, a retry button. */
  isError?: boolean;
  errorMessage?: ReactNode;
  onRetry?: () => void;
  emptyMessage?: ReactNode;
  /** Adds a checkbox column and a "select all on this page" box. */
  selection?: DataTableSelection;
  /** Server-side pagination controls under the table. */
  pagination?: DataTablePagination;
}

const SKELETON_ROWS = 5;

/** A typed table for admin lists: loading, empty and error states, selection and pagination. */
export function DataTable<T>({
  columns,
  rows,
  getRowId,
  label,
  isLoading = false,
  isError = false,
  errorMessage,
  onRetry,
  emptyMessage,
  selection,
  pagination,
}: DataTableProps<T>) {
  const { t } = useTranslation();

  if (isError) {
    return (
      <Alert variant="destructive" className="flex-wrap items-center justify-between">
        <span>{errorMessage ?? t('table.error')}</span>
        {onRetry && (
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t('table.retry')}
          </Button>
        )}
      </Alert>
    );
  }

  const pageIds = (rows ?? []).map(getRowId);
  const selectedOnPage = selection ? pageIds.filter((id) => selection.selected.has(id)) : [];
  const allSelected = pageIds.length > 0 && selectedOnPage.length === pageIds.length;
  const someSelected = selectedOnPage.length > 0 && !allSelected;
  const columnCount = columns.length + (selection ? 1 : 0);

  const toggleAll = (checked: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const id of pageIds) {
      if (checked) next.add(id);
      else next.delete(id);
    }
    selection.onChange(next);
  };

  const toggleRow = (id: RowId, checked: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (checked) next.add(id);
    else next.delete(id);
    selection.onChange(next);
  };

  return (
    <div className="grid gap-3">
      {/* min-w-0: a grid item would otherwise grow to the table's width and widen the page. */}
      <div className="min-w-0 rounded-md border">
        <Table aria-label={label} aria-busy={isLoading || undefined}>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              {selection && (
                <TableHead className="w-10">
                  <Checkbox
                    aria-label={t('table.selectAll')}
                    checked={allSelected ? true : someSelected ? 'indeterminate' : false}
                    disabled={isLoading || pageIds.length === 0}
                    onCheckedChange={(checked) => toggleAll(checked === true)}
                  />
                </TableHead>
              )}
              {columns.map((column) => (
                <TableHead key={column.id} className={cn('whitespace-nowrap', column.className)}>
                  {column.header}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {isLoading ? (
              Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <TableRow key={index} data-testid="data-table-skeleton">
                  {Array.from({ length: columnCount }, (_, cell) => (
                    <TableCell key={cell}>
                      <Skeleton className="h-4 w-full min-w-12" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            ) : !rows || rows.length === 0 ? (
              <TableRow className="hover:bg-transparent">
                <TableCell colSpan={columnCount} className="h-24 text-center text-muted-foreground">
                  {emptyMessage ?? t('table.empty')}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => {
                const id = getRowId(row);
                const isSelected = selection?.selected.has(id) ?? false;
                return (
                  <TableRow key={id} data-state={isSelected ? 'selected' : undefined}>
                    {selection && (
                      <TableCell>
                        <Checkbox
                          aria-label={t('table.selectRow')}
                          checked={isSelected}
                          onCheckedChange={(checked) => toggleRow(id, checked === true)}
                        />
                      </TableCell>
                    )}
                    {columns.map((column) => (
                      <TableCell
                        key={column.id}
                        className={cn('whitespace-nowrap', column.className)}
                      >
                        {column.cell(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </div>
      {pagination && pagination.total > 0 && <PaginationBar {...pagination} />}
    </div>
  );
}

function PaginationBar({ page, pageSize, total, onPageChange }: DataTablePagination) {
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize);
  const from = Math.min(total, (page - 1) * pageSize + 1);
  const to = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={t('table.pageOf', { page, pages })}
      className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground"
    >
      <span>{t('table.range', { from, to, total })}</span>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label={t('table.previous')}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeft />
        </Button>
        <span aria-live="polite">{t('table.pageOf', { page, pages })}</span>
        <Button
          variant="outline"
          size="icon"
          aria-label={t('table.next')}
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          <ChevronRight />
        </Button>
      </div>
    </nav>
  );
}
