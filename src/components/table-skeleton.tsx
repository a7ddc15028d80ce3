import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHeader, TableRow } from '@/components/ui/table';

/**
 * A loading table with the real table's header row and rows of its height, so nothing moves when
 * the data arrives. Flagged with data-loading for the tests and the bench.
 */
export function TableSkeleton({
  header,
  columns,
  rows = 10,
}: {
  /** The real table's header row. */
  header: ReactNode;
  columns: number;
  rows?: number;
}) {
  return (
    <div data-loading="true">
      <Table>
        <TableHeader>{header}</TableHeader>
        <TableBody>
          {Array.from({ length: rows }, (_, index) => (
            <TableRow key={index} className="h-11">
              <TableCell colSpan={columns}>
                <Skeleton className="h-5 w-full" />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
