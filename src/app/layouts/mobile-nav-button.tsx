import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/components/ui/button';

/** Opens the navigation sheet below `lg`; also its placeholder while the sheet's chunk loads. */
export function MobileNavButton(props: ButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant="ghost"
      size="icon"
      className="lg:hidden"
      aria-label={t('nav.openMenu')}
      {...props}
    >
      <Menu />
    </Button>
  );
}
