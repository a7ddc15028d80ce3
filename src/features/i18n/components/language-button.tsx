import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/components/ui/button';
import { DeferredTooltip } from '@/components/ui/deferred-tooltip';

/** The language menu's trigger; also its placeholder while the menu's chunk loads. */
export function LanguageButton(props: ButtonProps) {
  const { t } = useTranslation();
  const label = t('language.change');
  return (
    <DeferredTooltip label={label}>
      <Button variant="ghost" size="icon" aria-label={label} {...props}>
        <Languages />
      </Button>
    </DeferredTooltip>
  );
}
