import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/components/ui/button';
import { DeferredTooltip } from '@/components/ui/deferred-tooltip';
import { useTheme } from '@/features/theme/hooks/use-theme';

/** The theme menu's trigger, showing the mode in effect; also its placeholder while it loads. */
export function ThemeButton(props: ButtonProps) {
  const { t } = useTranslation();
  const { resolvedTheme } = useTheme();
  const Icon = resolvedTheme === 'dark' ? Moon : Sun;
  const label = t('theme.toggle');
  return (
    <DeferredTooltip label={label}>
      <Button variant="ghost" size="icon" aria-label={label} {...props}>
        <Icon />
      </Button>
    </DeferredTooltip>
  );
}
