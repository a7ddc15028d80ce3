import { Pencil, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import type { DataTableColumn } from '@/components/admin/data-table';
import { PageHeader } from '@/components/admin/page-header';
import { PagedSearchList } from '@/components/admin/paged-search-list';
import { Button } from '@/components/ui/button';
import { DeferredTooltip } from '@/components/ui/deferred-tooltip';
import type { useListParams } from '@/hooks/use-list-params';

/** The part of a `useQuery` result over one page of rows that the list reads. */
export interface CrudListQuery<T> {
  data: { rows: readonly T[]; total: number } | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

interface CrudListProps<T extends { id: number }> {
  /**
   * The feature's translation namespace. Besides what `columns` say, the list reads `title`,
   * `description`, `list.search`, `list.new`, `list.edit` (with `{{name}}`), `list.empty`,
   * `list.noResults`, `list.loadError` and `toast.deleted` from it.
   */
  namespace: string;
  /** Where the rows are managed: `${basePath}/new` creates, `${basePath}/:id/edit` edits. */
  basePath: string;
  /** Page and search from the URL, the same ones `query` was made with. */
  params: ReturnType<typeof useListParams>;
  query: CrudListQuery<T>;
  /** The feature's delete mutation; its errors are toasted by the query client. */
  remove: { mutateAsync: (id: number) => Promise<unknown> };
  /** The feature's own columns; the edit and delete buttons are added after them. */
  columns: DataTableColumn<T>[];
  /** Names a row in the edit and delete labels: 'Modifica «Aquile»'. */
  itemName: (row: T) => string;
  /** One more sentence in the delete confirmation, e.g. when the database refuses it. */
  deleteExtra?: ReactNode;
  /** Shows the "new" button; false for a user who may only look. */
  canCreate?: boolean;
  /** Shows a row's edit and delete buttons; by default every row's. */
  canManage?: (row: T) => boolean;
  /** Of the rows `canManage` allows, those that may also be deleted; by default all of them. */
  canDelete?: (row: T) => boolean;
  /** More buttons before "new" (import, export…); the caller decides who sees them. */
  extraActions?: ReactNode;
}

const everyRow = () => true;

/** An admin list page: title, search, "new", and a paginated table whose rows edit and delete. */
export function CrudList<T extends { id: number }>({
  namespace,
  basePath,
  params,
  query,
  remove,
  columns,
  itemName,
  deleteExtra,
  canCreate = true,
  canManage = everyRow,
  canDelete = everyRow,
  extraActions,
}: CrudListProps<T>) {
  const { t } = useTranslation(namespace);

  const actions: DataTableColumn<T> = {
    id: 'actions',
    header: <span className="sr-only">{t('common:table.actions')}</span>,
    className: 'w-24 text-right',
    cell: (row) =>
      canManage(row) && (
        <div className="flex justify-end gap-1">
          <DeferredTooltip label={t('list.edit', { name: itemName(row) })}>
            <Button asChild variant="ghost" size="icon">
              <Link
                to={`${basePath}/${row.id}/edit`}
                aria-label={t('list.edit', { name: itemName(row) })}
              >
                <Pencil />
              </Link>
            </Button>
          </DeferredTooltip>
          {canDelete(row) && (
            <ConfirmDeleteDialog
              itemName={itemName(row)}
              extra={deleteExtra}
              onConfirm={async () => {
                await remove.mutateAsync(row.id);
                toast.success(t('toast.deleted'));
              }}
            />
          )}
        </div>
      ),
  };

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <PagedSearchList
        namespace={namespace}
        searchTexts={{ label: t('list.search') }}
        errorMessage={t('list.loadError')}
        params={params}
        query={query}
        columns={[...columns, actions]}
      >
        {/* Nothing at all when there is no button: the toolbar then leaves out their box. */}
        {(extraActions || canCreate) && (
          <>
            {extraActions}
            {canCreate && (
              <Button asChild>
                <Link to={`${basePath}/new`}>
                  <Plus aria-hidden />
                  {t('list.new')}
                </Link>
              </Button>
            )}
          </>
        )}
      </PagedSearchList>
    </>
  );
}
