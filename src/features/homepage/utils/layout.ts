import { WIDGET_KINDS, type WidgetKind } from '@/entities/homepage-layout/widget-kinds';
import { isSitePath } from '@/features/homepage/utils/hero-link';
import type { Json } from '@/types/database';

export type WidgetSettings = Record<string, Json | undefined>;

/**
 * The home page's rows after these render only near the screen (`render-near-screen`,
 * src/index.css): a phone lays out and paints the hero and the first widgets without the rest of
 * the page. Not the first two: no screen shows more than a hero and one row of widgets, and a row
 * on screen that rendered late would move when it took its real height.
 */
export const ROWS_RENDERED_AT_ONCE = 2;

export interface Widget {
  id: string;
  kind: WidgetKind;
  settings: WidgetSettings;
}

export interface LayoutColumn {
  id: string;
  /** Out of 12 on wide screens; columns stack on phones. */
  width: number;
  widgets: Widget[];
}

export interface LayoutRow {
  id: string;
  columns: LayoutColumn[];
}

function isObject(value: Json | undefined): value is { [key: string]: Json | undefined } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function list(value: Json | undefined): Json[] {
  return Array.isArray(value) ? value : [];
}

function isKind(value: Json | undefined): value is WidgetKind {
  return WIDGET_KINDS.some((kind) => kind === value);
}

export interface ParseLayoutOptions {
  /** Keep the rows and columns without widgets: the layout editor is where they get filled. */
  keepEmpty?: boolean;
}

/**
 * Reads the homepage_layout.rows JSON (rows → columns → widgets), for the home page and for the
 * layout editor alike. The database trigger checks the shape on write; this still drops whatever
 * it cannot render (unknown kinds and, unless `keepEmpty`, empty rows and columns), so an old or
 * hand-edited row can never break the home page. A part stored without an id gets one from its
 * place, so React and the editor's move buttons can tell the parts apart.
 */
export function parseLayout(
  rows: Json,
  { keepEmpty = false }: ParseLayoutOptions = {},
): LayoutRow[] {
  return list(rows).flatMap((row, r) => {
    if (!isObject(row)) return [];
    const columns = list(row.columns).flatMap((column, c): LayoutColumn[] => {
      if (!isObject(column)) return [];
      const widgets = list(column.widgets).flatMap((widget, w): Widget[] => {
        if (!isObject(widget) || !isKind(widget.kind)) return [];
        return [
          {
            id: typeof widget.id === 'string' ? widget.id : `w-${r}-${c}-${w}`,
            kind: widget.kind,
            settings: isObject(widget.settings) ? widget.settings : {},
          },
        ];
      });
      if (!widgets.length && !keepEmpty) return [];
      const width = typeof column.width === 'number' ? Math.round(column.width) : 12;
      return [
        {
          id: typeof column.id === 'string' ? column.id : `c-${r}-${c}`,
          width: Math.min(12, Math.max(1, width)),
          widgets,
        },
      ];
    });
    if (!columns.length && !keepEmpty) return [];
    return [{ id: typeof row.id === 'string' ? row.id : `r-${r}`, columns }];
  });
}

/** Every widget in reading order, for finding what the layout uses. */
export function allWidgets(rows: readonly LayoutRow[]): Widget[] {
  return rows.flatMap((row) => row.columns.flatMap((column) => column.widgets));
}

/**
 * How many items a widget shows when its settings name no limit: for the widgets, the home page's
 * prefetch and the editor's summary of a widget.
 */
export const DEFAULT_LIMITS = {
  media_carousel: 8,
  upcoming_matches: 5,
  latest_news: 3,
  league_table: 8,
} as const satisfies Partial<Record<WidgetKind, number>>;

/** The kinds whose settings hold a limit (how many items they show). */
export type LimitedWidgetKind = keyof typeof DEFAULT_LIMITS;

export function hasLimit(kind: WidgetKind): kind is LimitedWidgetKind {
  return kind in DEFAULT_LIMITS;
}

/** A numeric setting (ids, limits), or the fallback when it is missing or not a number. */
export function numberSetting(settings: WidgetSettings, key: string): number | null;
export function numberSetting(settings: WidgetSettings, key: string, fallback: number): number;
export function numberSetting(
  settings: WidgetSettings,
  key: string,
  fallback: number | null = null,
): number | null {
  const value = settings[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

export function textSetting(settings: WidgetSettings, key: string): string {
  const value = settings[key];
  return typeof value === 'string' ? value.trim() : '';
}

/** Only in-app paths ('/matches'), never another site: the same rule the database enforces. */
export function safePath(link: string): string | null {
  return isSitePath(link) ? link : null;
}
