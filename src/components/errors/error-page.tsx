import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';

/** The router's errorElement: a route failed to load or render. */
export function ErrorPage() {
  const { t } = useTranslation('errors');
  const error = useRouteError();
  return (
    <div className="container flex min-h-[60vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <TriangleAlert className="size-12 text-destructive" aria-hidden />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('unexpected.title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('unexpected.description')}</p>
      {error != null && (
        <pre className="max-w-full overflow-x-auto whitespace-pre-wrap rounded-md bg-muted px-4 py-2 text-left text-xs">
          {errorMessage(error)}
        </pre>
      )}
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to="/" reloadDocument>
            {t('backHome')}
          </Link>
        </Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          {t('reload')}
        </Button>
      </div>
    </div>
  );
}
