import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle
        aria-hidden
        className={cn('size-6 animate-spin text-muted-foreground', className)}
      />
      <span className="sr-only">{label ?? t('loading')}</span>
    </span>
  );
}

/** Centered spinner filling the page area while a route or the session loads. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="size-8" />
    </div>
  );
}
