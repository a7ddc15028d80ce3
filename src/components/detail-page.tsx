import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { NotFound } from '@/components/errors/not-found';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';

/** Where a public detail page leads back to: its list, and the link's text. */
export interface DetailBack {
  to: string;
  label: string;
}

/** The query of the page's record; its fetcher resolves to null when there is no such record. */
export interface DetailQuery<T> {
  data: T | null | undefined;
  isPending: boolean;
  isError: boolean;
}

interface DetailPageProps<T> {
  query: DetailQuery<T>;
  back: DetailBack;
  /** Hidden h1 while loading, so the page always has a heading (e.g. 'Loading the team…'). */
  loadingLabel: string;
  /** The page's own skeleton, shaped like the loaded page so that nothing moves. */
  skeleton: ReactNode;
  /** Visible h1 and alert of a failed load. */
  errorTitle: string;
  errorMessage: string;
  notFoundTitle: string;
  notFoundDescription: string;
  /** The loaded page, below the back link. */
  children: (record: T) => ReactNode;
}

function BackLink({ to, label }: DetailBack) {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2 self-start print:hidden">
      <Link to={to}>
        <ArrowLeft aria-hidden />
        {label}
      </Link>
    </Button>
  );
}

/**
 * A public page about one record (a player, a team…): a link back to its list above a skeleton,
 * a load error, a 404 or the record. The skeleton is flagged `data-loading`, which tests and
 * the benchmark wait on.
 */
export function DetailPage<T>({
  query,
  back,
  loadingLabel,
  skeleton,
  errorTitle,
  errorMessage,
  notFoundTitle,
  notFoundDescription,
  children,
}: DetailPageProps<T>) {
  if (query.isPending) {
    return (
      <div data-loading="true" className="flex flex-col gap-6">
        <BackLink {...back} />
        <h1 className="sr-only">{loadingLabel}</h1>
        {skeleton}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col gap-4">
        <BackLink {...back} />
        <h1 className="text-3xl font-bold tracking-tight">{errorTitle}</h1>
        <LoadError message={errorMessage} />
      </div>
    );
  }
  if (query.data === null || query.data === undefined) {
    return (
      <NotFound
        title={notFoundTitle}
        description={notFoundDescription}
        action={
          <Button asChild>
            <Link to={back.to}>{back.label}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <BackLink {...back} />
      {children(query.data)}
    </div>
  );
}
