import { useTranslation } from 'react-i18next';
import { useThemeSettings } from '@/features/theme/api/get-theme';
import { cn } from '@/lib/utils';
import { PICTURE_SIZES, pictureAttributes } from '@/lib/picture-sizes';

/**
 * The league's logo from the theme, or the default mark, beside the app name. Asked for with
 * CORS, as the favicon's copy of it is (branding.tsx): one request serves both, and the copy may
 * be drawn from it. Storage answers its public objects with CORS headers.
 */
export function BrandLogo({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { data: theme } = useThemeSettings();
  return (
    <span className={cn('flex items-center gap-2 font-semibold tracking-tight', className)}>
      <img
        alt=""
        className="size-8 shrink-0 rounded-md object-contain"
        crossOrigin="anonymous"
        {...pictureAttributes(theme?.logo_url || '/favicon.svg', PICTURE_SIZES.badge)}
      />
      <span className="text-lg">{t('appName')}</span>
    </span>
  );
}
