import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon';

export type AdminAction = 'new' | 'edit' | 'detail' | 'import' | 'bulk';

/** Stands in for an admin screen until its feature lands: "<section> · <action>". */
export function AdminPlaceholder({ section, action }: { section: string; action?: AdminAction }) {
  const { t } = useTranslation('admin');
  const title = t(`sections.${section}`);
  return <ComingSoon title={action ? `${title} · ${t(`actions.${action}`)}` : title} />;
}
