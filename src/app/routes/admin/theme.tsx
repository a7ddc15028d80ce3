import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/admin/page-header';
import { AccessDenied } from '@/components/errors/access-denied';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { invalidateChanges } from '@/entities/changes';
import { AppearanceForm } from '@/features/site-settings/admin/components/appearance-form';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useThemeSettings } from '@/features/theme/api/get-theme';
import { FONT_FAMILIES, loadFont, toFontFamily } from '@/features/theme/utils/fonts';

/** Appearance (admin only): saving refreshes the theme query, so the site follows at once. */
export function Component() {
  const { t } = useTranslation('appearance');
  const { hasPermission } = useAuth();
  const queryClient = useQueryClient();
  const theme = useThemeSettings();
  const previewFont = useCallback((font: string) => void loadFont(toFontFamily(font)), []);

  if (!hasPermission(['admin'])) return <AccessDenied />;
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      {theme.data ? (
        <AppearanceForm
          theme={theme.data}
          fonts={FONT_FAMILIES}
          onPreviewFont={previewFont}
          onSaved={() => void invalidateChanges(queryClient, 'saveTheme')}
        />
      ) : theme.isError ? (
        <Alert variant="destructive">{t('loadError')}</Alert>
      ) : (
        <PageSpinner />
      )}
    </>
  );
}
