import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A titled block of the team page. */
export function TeamSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn('rounded-xl border bg-card p-5 text-card-foreground shadow-sm', className)}
    >
      <h2 id={id} className="mb-4 text-lg font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}
