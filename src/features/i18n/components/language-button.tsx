import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/components/ui/button';

/** The language menu's trigger; also its placeholder while the menu's chunk loads. */
export function LanguageButton(props: ButtonProps) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" size="icon" aria-label={t('language.change')} {...props}>
      <Languages />
    </Button>
  );
}
