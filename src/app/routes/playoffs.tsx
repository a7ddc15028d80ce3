import { useTranslation } from 'react-i18next';
import { BracketList } from '@/features/playoffs/components/bracket-list';
import { usePageMeta } from '@/hooks/use-page-meta';

export function Component() {
  usePageMeta('playoffs');
  const { t } = useTranslation('playoffs');
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="text-muted-foreground">{t('intro')}</p>
      </div>
      <BracketList />
    </div>
  );
}
