import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Placeholder for screens not built yet; `title` is already translated. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className="flex min-h-[40vh] flex-col items-center justify-center gap-3 py-16 text-center">
      <Construction className="size-10 text-muted-foreground" aria-hidden />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="text-muted-foreground">{t('comingSoon')}</p>
    </section>
  );
}
