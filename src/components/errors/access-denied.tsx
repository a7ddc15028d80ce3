import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Shown by admin pages whose role check fails (the route guard only checks signing in). */
export function AccessDenied() {
  const { t } = useTranslation('errors');
  return (
    <section
      role="alert"
      className="flex min-h-[40vh] flex-col items-center justify-center gap-3 py-16 text-center"
    >
      <ShieldAlert className="size-12 text-muted-foreground" aria-hidden />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('accessDenied.title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('accessDenied.description')}</p>
    </section>
  );
}
