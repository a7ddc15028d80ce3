import { WIDGET_KINDS, type WidgetKind } from '@/entities/homepage-layout/widget-kinds';
import type { Json } from '@/types/database';

export type WidgetSettings = { [key: string]: Json | undefined };

export interface EditorWidget {
  id: string;
  kind: WidgetKind;
  settings: WidgetSettings;
}

export interface EditorColumn {
  id: string;
  /** Out of 12 on wide screens. */
  width: number;
  widgets: EditorWidget[];
}

export interface EditorRow {
  id: string;
  columns: EditorColumn[];
}

export const COLUMN_WIDTHS = [3, 4, 6, 8, 9, 12] as const;

function isObject(value: Json | undefined): value is { [key: string]: Json | undefined } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function list(value: Json | undefined): Json[] {
  return Array.isArray(value) ? value : [];
}

function isKind(value: Json | undefined): value is WidgetKind {
  return WIDGET_KINDS.some((kind) => kind === value);
}

export function newId(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}`;
}

/**
 * The stored rows as the editor works on them. Unlike the public page, empty rows and columns
 * are kept (the editor is where they get filled); unknown widget kinds are dropped, and every
 * part gets an id so React and the move buttons can tell them apart.
 */
export function parseLayout(rows: Json): EditorRow[] {
  return list(rows).flatMap((row): EditorRow[] => {
    if (!isObject(row)) return [];
    const columns = list(row.columns).flatMap((column): EditorColumn[] => {
      if (!isObject(column)) return [];
      const widgets = list(column.widgets).flatMap((widget): EditorWidget[] =>
        isObject(widget) && isKind(widget.kind)
          ? [
              {
                id: typeof widget.id === 'string' ? widget.id : newId('w'),
                kind: widget.kind,
                settings: isObject(widget.settings) ? widget.settings : {},
              },
            ]
          : [],
      );
      const width = typeof column.width === 'number' ? Math.round(column.width) : 12;
      return [
        {
          id: typeof column.id === 'string' ? column.id : newId('col'),
          width: Math.min(12, Math.max(1, width)),
          widgets,
        },
      ];
    });
    return [{ id: typeof row.id === 'string' ? row.id : newId('row'), columns }];
  });
}

/** The rows as stored (plain JSON; settings without undefined values). */
export function serializeLayout(rows: EditorRow[]): Json {
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

export function newRow(): EditorRow {
  return { id: newId('row'), columns: [newColumn(12)] };
}

export function newColumn(width = 6): EditorColumn {
  return { id: newId('col'), width, widgets: [] };
}

/** Sensible starting settings, matching what each public widget reads. */
export function newWidget(kind: WidgetKind): EditorWidget {
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

export function updateRow(rows: EditorRow[], rowId: string, update: Updater<EditorRow>) {
  return rows.map((row) => (row.id === rowId ? update(row) : row));
}

export function updateColumn(
  rows: EditorRow[],
  columnId: string,
  update: Updater<EditorColumn>,
): EditorRow[] {
  return rows.map((row) => ({
    ...row,
    columns: row.columns.map((column) => (column.id === columnId ? update(column) : column)),
  }));
}

export function updateWidget(
  rows: EditorRow[],
  widgetId: string,
  update: Updater<EditorWidget>,
): EditorRow[] {
  return rows.map((row) => ({
    ...row,
    columns: row.columns.map((column) => ({
      ...column,
      widgets: column.widgets.map((widget) => (widget.id === widgetId ? update(widget) : widget)),
    })),
  }));
}

/** Every widget in reading order, for finding what the layout uses. */
export function allWidgets(rows: EditorRow[]): EditorWidget[] {
  return rows.flatMap((row) => row.columns.flatMap((column) => column.widgets));
}
