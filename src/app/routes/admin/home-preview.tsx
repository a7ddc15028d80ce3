import { WidgetView } from '@/features/homepage/components/widget-view';
import type { LayoutRow } from '@/features/homepage/utils/layout';

// Static class names, so Tailwind sees every one of them.
const SPANS: Record<number, string> = {
  1: 'xl:col-span-1',
  2: 'xl:col-span-2',
  3: 'xl:col-span-3',
  4: 'xl:col-span-4',
  5: 'xl:col-span-5',
  6: 'xl:col-span-6',
  7: 'xl:col-span-7',
  8: 'xl:col-span-8',
  9: 'xl:col-span-9',
  10: 'xl:col-span-10',
  11: 'xl:col-span-11',
  12: 'xl:col-span-12',
};

/** The home page's own widgets, laid out as the editor's rows say (the admin column is narrower
 * than the public page, so columns sit side by side only on extra-wide screens). */
export function HomePreview({ rows }: { rows: LayoutRow[] }) {
  return (
    <div className="flex flex-col gap-6">
      {rows.map((row) => (
        <div key={row.id} className="grid gap-6 xl:grid-cols-12">
          {row.columns.map((column) => (
            <div key={column.id} className={`flex min-w-0 flex-col gap-6 ${SPANS[column.width]}`}>
              {column.widgets.map((widget) => (
                // The admin page has its own h1.
                <WidgetView key={widget.id} widget={widget} headingLevel="h2" />
              ))}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
