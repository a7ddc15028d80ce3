import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useTheme } from '@/features/theme/hooks/use-theme';

/** The theme menu's trigger, showing the mode in effect; also its placeholder while it loads. */
export function ThemeButton(props: ButtonProps) {
  const { t } = useTranslation();
  const { resolvedTheme } = useTheme();
  const Icon = resolvedTheme === 'dark' ? Moon : Sun;
  return (
    <Button variant="ghost" size="icon" aria-label={t('theme.toggle')} {...props}>
      <Icon />
    </Button>
  );
}
