import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon';

/** Stands in for a public page until its feature lands; the key names the page (common:pages.*). */
export function Placeholder({ page }: { page: string }) {
  const { t } = useTranslation();
  return <ComingSoon title={t(`pages.${page}`)} />;
}
