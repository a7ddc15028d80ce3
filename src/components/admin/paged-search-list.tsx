import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataTable, type DataTableColumn, type RowId } from '@/components/admin/data-table';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { Button } from '@/components/ui/button';
import type { useListParams } from '@/hooks/use-list-params';
import { PAGE_SIZE } from '@/lib/pagination';

/** One page of a list query: its rows and how many match on the server. */
export interface PagedRows<T> {
  rows: readonly T[];
  total: number;
}

/** The part of a `useQuery` result the list reads. */
export interface PagedQuery<T> {
  data: PagedRows<T> | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** The search box's accessible name and placeholder (without one, the toolbar's default). */
export interface SearchTexts {
  label: string;
  placeholder?: string;
}

interface PagedSearchListProps<T extends { id: RowId }> {
  /**
   * The feature's translation namespace. The list reads `title` (the table's name), `list.empty`
   * and `list.noResults` from it, and, unless given below, `list.searchLabel`,
   * `list.searchPlaceholder` and `loadError`.
   */
  namespace: string;
  /** The search box's texts, for a feature whose keys differ from the ones above. */
  searchTexts?: SearchTexts;
  /** Shown when the query fails, for a feature whose key differs from `loadError`. */
  errorMessage?: string;
  /** Page and search from the URL, the same ones the query was made with. */
  params: ReturnType<typeof useListParams>;
  query: PagedQuery<T>;
  columns: DataTableColumn<T>[];
  /** Buttons of a row (edit, delete…), in a last, right-aligned column. */
  rowActions?: (row: T) => ReactNode;
  /** Buttons beside the search box (new, import…). */
  children?: ReactNode;
}

/** An admin list searched and paginated on the server, both kept in the URL. */
export function PagedSearchList<T extends { id: RowId }>({
  namespace,
  searchTexts,
  errorMessage,
  params,
  query,
  columns,
  rowActions,
  children,
}: PagedSearchListProps<T>) {
  const { t } = useTranslation(namespace);
  const { page, search, setPage, setSearch } = params;
  const searchBox = searchTexts ?? {
    label: t('list.searchLabel'),
    placeholder: t('list.searchPlaceholder'),
  };
  const allColumns: DataTableColumn<T>[] = rowActions
    ? [
        ...columns,
        {
          id: 'actions',
          header: <span className="sr-only">{t('common:table.actions')}</span>,
          className: 'text-right',
          cell: (row) => <span className="flex justify-end gap-1">{rowActions(row)}</span>,
        },
      ]
    : columns;
  return (
    <>
      <ListToolbar
        search={search}
        onSearchChange={setSearch}
        searchLabel={searchBox.label}
        placeholder={searchBox.placeholder}
      >
        {children}
      </ListToolbar>
      <DataTable
        label={t('title')}
        columns={allColumns}
        rows={query.data?.rows}
        getRowId={(row) => row.id}
        isLoading={query.isPending}
        isError={query.isError}
        errorMessage={errorMessage ?? t('loadError')}
        onRetry={() => void query.refetch()}
        emptyMessage={search ? t('list.noResults') : t('list.empty')}
        pagination={{
          page,
          pageSize: PAGE_SIZE,
          total: query.data?.total ?? 0,
          onPageChange: setPage,
        }}
      />
    </>
  );
}

/** A row's name, leading to its edit page. */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}

/** A row's edit button: a short visible text, and a label naming the row for screen readers. */
export function RowEditButton({
  to,
  label,
  children,
}: {
  to: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <Button asChild variant="ghost" size="sm">
      <Link to={to} aria-label={label}>
        {children}
      </Link>
    </Button>
  );
}
