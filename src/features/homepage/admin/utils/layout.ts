import type { WidgetKind } from '@/entities/homepage-layout/widget-kinds';
import type {
  LayoutColumn,
  LayoutRow,
  Widget,
  WidgetSettings,
} from '@/features/homepage/utils/layout';
import type { Json } from '@/types/database';

export const COLUMN_WIDTHS = [3, 4, 6, 8, 9, 12] as const;

export function newId(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}`;
}

/** The rows as stored (plain JSON; settings without undefined values). */
export function serializeLayout(rows: LayoutRow[]): Json {
  return rows.map((row) => ({
    id: row.id,
    columns: row.columns.map((column) => ({
      id: column.id,
      width: column.width,
      widgets: column.widgets.map((widget) => ({
        id: widget.id,
        kind: widget.kind,
        settings: Object.fromEntries(
          Object.entries(widget.settings).filter(
            (entry): entry is [string, Json] => entry[1] !== undefined,
          ),
        ),
      })),
    })),
  }));
}

/** Moves item `index` by `offset` (−1 up/left, +1 down/right); out-of-range moves change nothing. */
export function move<T>(items: readonly T[], index: number, offset: number): T[] {
  const target = index + offset;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) {
    return [...items];
  }
  const next = [...items];
  const [item] = next.splice(index, 1) as [T];
  next.splice(target, 0, item);
  return next;
}

export function newRow(): LayoutRow {
  return { id: newId('row'), columns: [newColumn(12)] };
}

export function newColumn(width = 6): LayoutColumn {
  return { id: newId('col'), width, widgets: [] };
}

/**
 * A new widget's starting settings, under the keys its public widget reads. The limit is written
 * out (a little more than the public widget's fallback, `DEFAULT_LIMITS`, for a widget saved
 * without one), so the editor shows what the page will.
 */
export function newWidget(kind: WidgetKind): Widget {
  const defaults: Record<WidgetKind, WidgetSettings> = {
    hero: { title: '', subtitle: '', button_text: '', button_link: '' },
    countdown: {},
    media_carousel: { limit: 8 },
    upcoming_matches: { limit: 6 },
    latest_news: { limit: 4 },
    league_table: { limit: 12 },
    pinned_article: {},
  };
  return { id: newId('w'), kind, settings: defaults[kind] };
}

type Updater<T> = (item: T) => T;

export function updateRow(rows: LayoutRow[], rowId: string, update: Updater<LayoutRow>) {
  return rows.map((row) => (row.id === rowId ? update(row) : row));
}

export function updateColumn(
  rows: LayoutRow[],
  columnId: string,
  update: Updater<LayoutColumn>,
): LayoutRow[] {
  return rows.map((row) => ({
    ...row,
    columns: row.columns.map((column) => (column.id === columnId ? update(column) : column)),
  }));
}

export function updateWidget(
  rows: LayoutRow[],
  widgetId: string,
  update: Updater<Widget>,
): LayoutRow[] {
  return rows.map((row) => ({
    ...row,
    columns: row.columns.map((column) => ({
      ...column,
      widgets: column.widgets.map((widget) => (widget.id === widgetId ? update(widget) : widget)),
    })),
  }));
}
