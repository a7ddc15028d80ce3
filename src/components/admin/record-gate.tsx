import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NotFound } from '@/components/errors/not-found';
import { LoadError } from '@/components/load-error';
import { PageSpinner } from '@/components/ui/spinner';

interface RecordGateProps<T> {
  /** A query whose fetcher resolves to null when the record does not exist (`.maybeSingle()`). */
  query: UseQueryResult<T | null>;
  notFoundTitle: string;
  notFoundDescription: string;
  loadErrorMessage: string;
  children: (record: T) => ReactNode;
}

/** Spinner, not-found or load error for a page about one record; the record otherwise. */
export function RecordGate<T>({
  query,
  notFoundTitle,
  notFoundDescription,
  loadErrorMessage,
  children,
}: RecordGateProps<T>) {
  // Once the record is there it stays on screen: a failed background refetch must not unmount
  // a form the user is typing into (the error still reaches the global toast).
  if (query.data === undefined) {
    if (query.isError) return <LoadError message={loadErrorMessage} />;
    return <PageSpinner />;
  }
  if (query.data === null)
    return <NotFound title={notFoundTitle} description={notFoundDescription} />;
  return children(query.data);
}
