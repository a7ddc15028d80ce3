import {
  CalendarPlus,
  ChevronDown,
  FileDown,
  FileUp,
  ListOrdered,
  Pencil,
  Plus,
  Trash2,
  Trophy,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { DataTable, type DataTableColumn, type RowId } from '@/components/admin/data-table';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { PageHeader } from '@/components/admin/page-header';
import { Button } from '@/components/ui/button';
import { DeferredTooltip } from '@/components/ui/deferred-tooltip';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useDeleteFixtures } from '@/features/matches/admin/api/delete-fixtures';
import { exportFixtures } from '@/features/matches/admin/api/export-fixtures';
import { MATCH_STATUSES } from '@/entities/match/match-rules';
import { useFixtureOptions } from '@/features/matches/admin/api/get-fixture-options';
import { useFixtures, type FixtureListRow } from '@/features/matches/admin/api/get-fixtures';
import { useSetFixturesStatus } from '@/features/matches/admin/api/set-fixtures-status';
import { FilterSelect } from '@/features/matches/admin/components/filter-select';
import { StatusBadge } from '@/features/matches/admin/components/status-badge';
import { useFixtureFilters } from '@/features/matches/admin/hooks/use-fixture-filters';
import { errorMessage } from '@/lib/errors';
import { formatLeagueDate } from '@/lib/dates';
import { PAGE_SIZE } from '@/lib/pagination';

export interface FixtureCapabilities {
  /** Admins: create, edit, delete, import, export, bulk actions. */
  manage: boolean;
  /** A captain: the matches of this team only, results only. */
  captainTeamId: number | null;
}

export function FixturesList({ capabilities }: { capabilities: FixtureCapabilities }) {
  const { t, i18n } = useTranslation('admin-fixtures');
  const { manage, captainTeamId } = capabilities;
  const { filters, page, setPage, setSearch, setFilter } = useFixtureFilters(
    manage ? null : captainTeamId,
  );
  const fixtures = useFixtures(filters, page);
  const options = useFixtureOptions();
  const [selected, setSelected] = useState<Set<RowId>>(new Set());
  const [exporting, setExporting] = useState(false);
  const clearSelection = () => setSelected(new Set());
  const selectedIds = [...selected].map(Number);

  const remove = useDeleteFixtures({ onSuccess: clearSelection });
  const setStatus = useSetFixturesStatus({ onSuccess: clearSelection });

  const changeFilter: typeof setFilter = (name, value) => {
    clearSelection();
    setFilter(name, value);
  };

  const runExport = async () => {
    setExporting(true);
    try {
      const date = new Date().toISOString().slice(0, 10);
      const count = await exportFixtures(filters, `${t('export.fileName')}-${date}.xlsx`);
      if (count === 0) toast.info(t('export.none'));
      else toast.success(t('export.done', { count }));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  const matchName = (row: FixtureListRow) =>
    `${row.home_team?.name ?? '?'} – ${row.away_team?.name ?? '?'}`;

  const columns: DataTableColumn<FixtureListRow>[] = [
    {
      id: 'date',
      header: t('columns.date'),
      cell: (row) => formatLeagueDate(row.match_date, i18n.language),
    },
    {
      id: 'competition',
      header: `${t('columns.competition')} / ${t('columns.season')}`,
      className: 'hidden md:table-cell',
      cell: (row) => (
        <div className="grid">
          <span>{row.competition?.name ?? '—'}</span>
          <span className="text-xs text-muted-foreground">{row.season?.name}</span>
        </div>
      ),
    },
    {
      id: 'home',
      header: t('columns.home'),
      className: 'whitespace-normal min-w-28',
      cell: (row) => <span className="font-medium">{row.home_team?.name}</span>,
    },
    {
      id: 'away',
      header: t('columns.away'),
      className: 'whitespace-normal min-w-28',
      cell: (row) => <span className="font-medium">{row.away_team?.name}</span>,
    },
    {
      id: 'venue',
      header: t('columns.venue'),
      className: 'hidden whitespace-normal min-w-32 lg:table-cell',
      cell: (row) => row.venue?.name ?? '—',
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (row) => <StatusBadge status={row.status} />,
    },
    {
      id: 'score',
      header: t('columns.score'),
      className: 'tabular-nums',
      cell: (row) =>
        row.home_score === null ? '—' : `${row.home_score} – ${row.away_score ?? ''}`,
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('common:table.actions')}</span>,
      className: 'w-12 text-right',
      cell: (row) => (
        <DeferredTooltip label={t('actions.open', { match: matchName(row) })}>
          <Button asChild variant="ghost" size="icon">
            <Link
              to={`/admin/fixtures/${row.id}`}
              aria-label={t('actions.open', { match: matchName(row) })}
            >
              <Pencil />
            </Link>
          </Button>
        </DeferredTooltip>
      ),
    },
  ];

  const competitions = options.data?.competitions ?? [];
  const seasons = options.data?.seasons ?? [];

  return (
    <>
      <PageHeader
        title={t('title')}
        description={manage ? t('description') : t('captainDescription')}
        actions={
          manage && (
            <>
              <Button asChild variant="outline">
                <Link to="/admin/fixtures/import">
                  <FileUp aria-hidden />
                  {t('actions.import')}
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/admin/fixtures/new/bulk">
                  <CalendarPlus aria-hidden />
                  {t('actions.bulk')}
                </Link>
              </Button>
              <Button variant="outline" disabled={exporting} onClick={() => void runExport()}>
                <FileDown aria-hidden />
                {exporting ? t('actions.exporting') : t('actions.export')}
              </Button>
              <Button asChild variant="outline">
                <Link to="/admin/fixtures/brackets">
                  <Trophy aria-hidden />
                  {t('actions.brackets')}
                </Link>
              </Button>
              <Button asChild>
                <Link to="/admin/fixtures/new">
                  <Plus aria-hidden />
                  {t('actions.new')}
                </Link>
              </Button>
            </>
          )
        }
      />
      <ListToolbar
        search={filters.search}
        onSearchChange={(value) => {
          clearSelection();
          setSearch(value);
        }}
        searchLabel={t('search.label')}
        placeholder={t('search.placeholder')}
      >
        <FilterSelect
          label={t('filters.competition')}
          allLabel={t('filters.allCompetitions')}
          value={filters.competitionId}
          options={competitions}
          onChange={(value) => changeFilter('competition', value)}
        />
        <FilterSelect
          label={t('filters.season')}
          allLabel={t('filters.allSeasons')}
          value={filters.seasonId}
          options={seasons}
          onChange={(value) => changeFilter('season', value)}
        />
        <FilterSelect
          label={t('filters.status')}
          allLabel={t('filters.allStatuses')}
          value={filters.status}
          options={MATCH_STATUSES.map((status) => ({ id: status, name: t(`status.${status}`) }))}
          onChange={(value) => changeFilter('status', value)}
        />
      </ListToolbar>
      {manage && selected.size > 0 && (
        <div
          role="region"
          aria-label={t('bulk.selected', { count: selected.size })}
          className="mb-3 flex flex-wrap items-center gap-2 rounded-md border bg-muted/50 px-3 py-2"
        >
          <span className="mr-auto text-sm font-medium" aria-live="polite">
            <ListOrdered className="mr-1 inline size-4 align-[-3px]" aria-hidden />
            {t('bulk.selected', { count: selected.size })}
          </span>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" size="sm" disabled={setStatus.isPending}>
                {t('bulk.setStatus')}
                <ChevronDown aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              {MATCH_STATUSES.map((status) => (
                <DropdownMenuItem
                  key={status}
                  onSelect={() =>
                    setStatus.mutate(
                      { ids: selectedIds, status },
                      {
                        onSuccess: () =>
                          toast.success(t('bulk.statusUpdated', { count: selectedIds.length })),
                      },
                    )
                  }
                >
                  {t('bulk.setStatusTo', { status: t(`status.${status}`) })}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
          <ConfirmDeleteDialog
            itemName={t('bulk.selected', { count: selected.size })}
            extra={t('bulk.deleteExtra', { count: selected.size })}
            trigger={
              <Button variant="destructive" size="sm">
                <Trash2 aria-hidden />
                {t('bulk.delete')}
              </Button>
            }
            onConfirm={async () => {
              const count = selectedIds.length;
              await remove.mutateAsync(selectedIds);
              toast.success(t('bulk.deleted', { count }));
            }}
          />
          <Button variant="ghost" size="sm" onClick={clearSelection}>
            {t('bulk.clear')}
          </Button>
        </div>
      )}
      <DataTable
        label={t('title')}
        columns={columns}
        rows={fixtures.data?.rows}
        getRowId={(row) => row.id}
        isLoading={fixtures.isPending}
        isError={fixtures.isError}
        errorMessage={t('loadError')}
        onRetry={() => void fixtures.refetch()}
        emptyMessage={t('empty')}
        selection={manage ? { selected, onChange: setSelected } : undefined}
        pagination={{
          page,
          pageSize: PAGE_SIZE,
          total: fixtures.data?.total ?? 0,
          onPageChange: setPage,
        }}
      />
    </>
  );
}
