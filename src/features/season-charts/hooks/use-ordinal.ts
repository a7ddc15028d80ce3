import { useTranslation } from 'react-i18next';

/** "3º", "3rd", "3e": a position in the visitor's language. */
export function useOrdinal() {
  const { t } = useTranslation('season-charts');
  return (position: number) => t('place', { count: position, ordinal: true });
}
