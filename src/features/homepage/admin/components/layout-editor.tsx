import {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  ArrowUp,
  Columns2,
  Plus,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { WIDGET_KINDS, type WidgetKind } from '@/entities/homepage-layout/widget-kinds';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useSaveLayout } from '@/features/homepage/admin/api/layout';
import { WidgetSettingsDialog } from '@/features/homepage/admin/components/widget-settings-dialog';
import { useWidgetSummary } from '@/features/homepage/admin/hooks/use-widget-summary';
import {
  COLUMN_WIDTHS,
  move,
  newColumn,
  newRow,
  newWidget,
  serializeLayout,
  updateColumn,
  updateRow,
  updateWidget,
} from '@/features/homepage/admin/utils/layout';
import { allWidgets, type LayoutRow } from '@/features/homepage/utils/layout';
import { cn } from '@/lib/utils';

// Static class names, so Tailwind sees every one of them.
const SPANS: Record<number, string> = {
  1: 'md:col-span-1',
  2: 'md:col-span-2',
  3: 'md:col-span-3',
  4: 'md:col-span-4',
  5: 'md:col-span-5',
  6: 'md:col-span-6',
  7: 'md:col-span-7',
  8: 'md:col-span-8',
  9: 'md:col-span-9',
  10: 'md:col-span-10',
  11: 'md:col-span-11',
  12: 'md:col-span-12',
};

interface IconButtonProps {
  id?: string;
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  destructive?: boolean;
}

function IconButton({ id, icon: Icon, label, onClick, disabled, destructive }: IconButtonProps) {
  return (
    <Button
      id={id}
      type="button"
      variant="ghost"
      size="icon"
      className={cn('size-8', destructive && 'text-destructive hover:text-destructive')}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon />
    </Button>
  );
}

interface LayoutEditorProps {
  initialRows: LayoutRow[];
  /** Refreshes the public home page after a save. */
  onSaved: () => void;
  /** The home page's own widgets laid out as `rows` (the route composes them). */
  renderPreview: (rows: LayoutRow[]) => ReactNode;
}

/**
 * Rows of columns of widgets, rearranged with buttons (keyboard friendly: focus stays on the
 * button that moved its item, and a live region says where it went), previewed live, saved
 * together.
 */
export function LayoutEditor({ initialRows, onSaved, renderPreview }: LayoutEditorProps) {
  const { t } = useTranslation('homepage-editor');
  const [rows, setRows] = useState(initialRows);
  const [savedJson, setSavedJson] = useState(() => JSON.stringify(serializeLayout(initialRows)));
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<{ id: string; fallback: string } | null>(null);
  const summary = useWidgetSummary();
  const save = useSaveLayout(() => {
    toast.success(t('saved'));
    onSaved();
  });
  const dirty = JSON.stringify(serializeLayout(rows)) !== savedJson;

  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const button = document.getElementById(target.id) as HTMLButtonElement | null;
    if (button && !button.disabled) button.focus();
    else document.getElementById(target.fallback)?.focus();
  }, [rows]);

  const moved = (buttonId: string, fallbackId: string, message: string) => {
    focusAfterMove.current = { id: buttonId, fallback: fallbackId };
    setAnnouncement(message);
  };

  const submit = () =>
    save.mutate(rows, {
      onSuccess: (saved) => {
        setRows(saved);
        setSavedJson(JSON.stringify(serializeLayout(saved)));
      },
    });

  return (
    <div className="grid gap-8">
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" onClick={submit} disabled={!dirty || save.isPending}>
          {save.isPending && <Spinner className="size-4 text-current" />}
          {t('save')}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={!dirty || save.isPending}
          onClick={() => setRows(JSON.parse(savedJson) as LayoutRow[])}
        >
          {t('discard')}
        </Button>
        {dirty && <span className="text-sm text-muted-foreground">{t('unsaved')}</span>}
      </div>

      <section aria-labelledby="layout-structure" className="grid gap-4">
        <h2 id="layout-structure" className="text-lg font-semibold">
          {t('structure')}
        </h2>
        {rows.length === 0 && <p className="text-sm text-muted-foreground">{t('emptyLayout')}</p>}
        {rows.map((row, r) => {
          const rowName = t('rowName', { n: r + 1 });
          return (
            <Card key={row.id} className="grid gap-3 p-3 sm:p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold">{rowName}</h3>
                <div className="flex flex-wrap items-center gap-1">
                  <IconButton
                    id={`row-up-${row.id}`}
                    icon={ArrowUp}
                    label={t('moveUp', { name: rowName })}
                    disabled={r === 0}
                    onClick={() => {
                      moved(`row-up-${row.id}`, `row-down-${row.id}`, t('movedRow', { n: r }));
                      setRows(move(rows, r, -1));
                    }}
                  />
                  <IconButton
                    id={`row-down-${row.id}`}
                    icon={ArrowDown}
                    label={t('moveDown', { name: rowName })}
                    disabled={r === rows.length - 1}
                    onClick={() => {
                      moved(`row-down-${row.id}`, `row-up-${row.id}`, t('movedRow', { n: r + 2 }));
                      setRows(move(rows, r, 1));
                    }}
                  />
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={t('addColumnTo', { name: rowName })}
                    onClick={() =>
                      setRows(
                        updateRow(rows, row.id, (current) => ({
                          ...current,
                          columns: [...current.columns, newColumn()],
                        })),
                      )
                    }
                  >
                    <Columns2 aria-hidden />
                    {t('addColumn')}
                  </Button>
                  <IconButton
                    icon={Trash2}
                    destructive
                    label={t('remove', { name: rowName })}
                    onClick={() => {
                      setAnnouncement(t('removed', { name: rowName }));
                      setRows(rows.filter((item) => item.id !== row.id));
                    }}
                  />
                </div>
              </div>
              {row.columns.length === 0 && (
                <p className="text-sm text-muted-foreground">{t('emptyRow')}</p>
              )}
              <div className="grid gap-3 md:grid-cols-12">
                {row.columns.map((column, c) => {
                  const columnName = t('columnName', { row: r + 1, n: c + 1 });
                  const setColumns = (columns: typeof row.columns) =>
                    setRows(updateRow(rows, row.id, (current) => ({ ...current, columns })));
                  return (
                    <div
                      key={column.id}
                      className={cn(
                        'grid content-start gap-2 rounded-md border border-dashed p-2',
                        SPANS[column.width],
                      )}
                    >
                      <div className="flex flex-wrap items-center justify-between gap-1">
                        <span className="text-sm font-medium">
                          {t('columnShort', { n: c + 1 })}
                        </span>
                        <div className="flex items-center gap-1">
                          <Select
                            value={String(column.width)}
                            onValueChange={(value) =>
                              setRows(
                                updateColumn(rows, column.id, (current) => ({
                                  ...current,
                                  width: Number(value),
                                })),
                              )
                            }
                          >
                            <SelectTrigger
                              className="h-8 w-24"
                              aria-label={t('widthOf', { name: columnName })}
                            >
                              <SelectValue />
                            </SelectTrigger>
                            <SelectContent>
                              {COLUMN_WIDTHS.map((width) => (
                                <SelectItem key={width} value={String(width)}>
                                  {t('width', { width })}
                                </SelectItem>
                              ))}
                            </SelectContent>
                          </Select>
                          <IconButton
                            id={`col-left-${column.id}`}
                            icon={ArrowLeft}
                            label={t('moveLeft', { name: columnName })}
                            disabled={c === 0}
                            onClick={() => {
                              moved(
                                `col-left-${column.id}`,
                                `col-right-${column.id}`,
                                t('movedColumn', { n: c }),
                              );
                              setColumns(move(row.columns, c, -1));
                            }}
                          />
                          <IconButton
                            id={`col-right-${column.id}`}
                            icon={ArrowRight}
                            label={t('moveRight', { name: columnName })}
                            disabled={c === row.columns.length - 1}
                            onClick={() => {
                              moved(
                                `col-right-${column.id}`,
                                `col-left-${column.id}`,
                                t('movedColumn', { n: c + 2 }),
                              );
                              setColumns(move(row.columns, c, 1));
                            }}
                          />
                          <IconButton
                            icon={Trash2}
                            destructive
                            label={t('remove', { name: columnName })}
                            onClick={() => {
                              setAnnouncement(t('removed', { name: columnName }));
                              setColumns(row.columns.filter((item) => item.id !== column.id));
                            }}
                          />
                        </div>
                      </div>
                      <ul className="grid gap-2">
                        {column.widgets.map((widget, w) => {
                          const widgetName = t('widgetName', {
                            kind: t(`kinds.${widget.kind}`),
                            row: r + 1,
                            column: c + 1,
                          });
                          const setWidgets = (widgets: typeof column.widgets) =>
                            setRows(
                              updateColumn(rows, column.id, (current) => ({ ...current, widgets })),
                            );
                          return (
                            <li
                              key={widget.id}
                              className="flex items-center justify-between gap-2 rounded-md bg-muted/60 px-2 py-1.5"
                            >
                              <span className="grid min-w-0">
                                <span className="text-sm font-medium">
                                  {t(`kinds.${widget.kind}`)}
                                </span>
                                <span className="truncate text-xs text-muted-foreground">
                                  {summary(widget)}
                                </span>
                              </span>
                              <span className="flex shrink-0 items-center">
                                <WidgetSettingsDialog
                                  widget={widget}
                                  triggerLabel={t('settingsOf', { name: widgetName })}
                                  onApply={(settings) =>
                                    setRows(
                                      updateWidget(rows, widget.id, (current) => ({
                                        ...current,
                                        settings,
                                      })),
                                    )
                                  }
                                />
                                <IconButton
                                  id={`widget-up-${widget.id}`}
                                  icon={ArrowUp}
                                  label={t('moveUp', { name: widgetName })}
                                  disabled={w === 0}
                                  onClick={() => {
                                    moved(
                                      `widget-up-${widget.id}`,
                                      `widget-down-${widget.id}`,
                                      t('movedWidget', { n: w }),
                                    );
                                    setWidgets(move(column.widgets, w, -1));
                                  }}
                                />
                                <IconButton
                                  id={`widget-down-${widget.id}`}
                                  icon={ArrowDown}
                                  label={t('moveDown', { name: widgetName })}
                                  disabled={w === column.widgets.length - 1}
                                  onClick={() => {
                                    moved(
                                      `widget-down-${widget.id}`,
                                      `widget-up-${widget.id}`,
                                      t('movedWidget', { n: w + 2 }),
                                    );
                                    setWidgets(move(column.widgets, w, 1));
                                  }}
                                />
                                <IconButton
                                  icon={Trash2}
                                  destructive
                                  label={t('remove', { name: widgetName })}
                                  onClick={() => {
                                    setAnnouncement(t('removed', { name: widgetName }));
                                    setWidgets(
                                      column.widgets.filter((item) => item.id !== widget.id),
                                    );
                                  }}
                                />
                              </span>
                            </li>
                          );
                        })}
                      </ul>
                      <Select
                        value=""
                        onValueChange={(kind) => {
                          setAnnouncement(t('added', { kind: t(`kinds.${kind}`) }));
                          setRows(
                            updateColumn(rows, column.id, (current) => ({
                              ...current,
                              widgets: [...current.widgets, newWidget(kind as WidgetKind)],
                            })),
                          );
                        }}
                      >
                        <SelectTrigger
                          className="h-8"
                          aria-label={t('addWidgetTo', { name: columnName })}
                        >
                          <SelectValue placeholder={t('addWidget')} />
                        </SelectTrigger>
                        <SelectContent>
                          {WIDGET_KINDS.map((kind) => (
                            <SelectItem key={kind} value={kind}>
                              {t(`kinds.${kind}`)}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                    </div>
                  );
                })}
              </div>
            </Card>
          );
        })}
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => {
            setAnnouncement(t('addedRow', { n: rows.length + 1 }));
            setRows([...rows, newRow()]);
          }}
        >
          <Plus aria-hidden />
          {t('addRow')}
        </Button>
      </section>

      <section aria-labelledby="layout-preview" className="grid gap-3">
        <h2 id="layout-preview" className="text-lg font-semibold">
          {t('preview')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('previewHint')}</p>
        {/* A picture of the page, not a second page: links and buttons inside are inert. */}
        <div inert className="rounded-xl border bg-background p-3 sm:p-4">
          {allWidgets(rows).length > 0 ? (
            renderPreview(rows)
          ) : (
            <p className="py-8 text-center text-sm text-muted-foreground">{t('emptyLayout')}</p>
          )}
        </div>
      </section>
    </div>
  );
}
