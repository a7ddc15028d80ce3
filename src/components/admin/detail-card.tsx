import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';

/** One fact of a record: its label and its value ('—' or the like when it has none). */
export type DetailRow = [label: string, value: ReactNode];

/** An admin record's facts, label beside value, in a card (a team's or a player's page). */
export function DetailCard({ rows, className }: { rows: DetailRow[]; className?: string }) {
  return (
    <Card className={className}>
      <CardContent className="pt-6">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-muted-foreground">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
