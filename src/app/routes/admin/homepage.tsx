import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HomePreview } from '@/app/routes/admin/home-preview';
import { PageHeader } from '@/components/admin/page-header';
import { AccessDenied } from '@/components/errors/access-denied';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { invalidateChanges } from '@/entities/changes';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useEditorLayout } from '@/features/homepage/admin/api/layout';
import { LayoutEditor } from '@/features/homepage/admin/components/layout-editor';

/** Homepage layout editor (editors and admins). */
export function Component() {
  const { t } = useTranslation('homepage-editor');
  const { hasPermission } = useAuth();
  const queryClient = useQueryClient();
  const layout = useEditorLayout();

  if (!hasPermission(['editor'])) return <AccessDenied />;
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      {layout.data ? (
        <LayoutEditor
          initialRows={layout.data}
          onSaved={() => void invalidateChanges(queryClient, 'saveHomepageLayout')}
          renderPreview={(rows) => <HomePreview rows={rows} />}
        />
      ) : layout.isError ? (
        <Alert variant="destructive">{t('loadError')}</Alert>
      ) : (
        <PageSpinner />
      )}
    </>
  );
}
