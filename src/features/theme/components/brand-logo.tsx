import { useTranslation } from 'react-i18next';
import { useThemeSettings } from '@/features/theme/api/get-theme';
import { cn } from '@/lib/utils';

/** The league's logo from the theme, or the default mark, beside the app name. */
export function BrandLogo({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { data: theme } = useThemeSettings();
  return (
    <span className={cn('flex items-center gap-2 font-semibold tracking-tight', className)}>
      <img
        src={theme?.logo_url || '/favicon.svg'}
        alt=""
        className="size-8 shrink-0 rounded-md object-contain"
      />
      <span className="text-lg">{t('appName')}</span>
    </span>
  );
}
