import { ArrowRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/utils';

/** The frame of a home widget: a titled card, with an optional "see all" link. */
export function WidgetCard({
  title,
  link,
  children,
  className,
}: {
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col rounded-xl border bg-card text-card-foreground shadow-sm',
        className,
      )}
    >
      <div className="flex items-center justify-between gap-3 px-5 pb-3 pt-5">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
        {link && (
          <Link
            to={link.to}
            className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {link.label}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        )}
      </div>
      <div className="flex-1 px-5 pb-5">{children}</div>
    </section>
  );
}
