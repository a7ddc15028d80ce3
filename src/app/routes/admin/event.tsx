import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/admin/page-header';
import { AccessDenied } from '@/components/errors/access-denied';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { invalidateChanges } from '@/entities/changes';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useCountdownEvent } from '@/features/site-settings/admin/api/countdown-event';
import { CountdownForm } from '@/features/site-settings/admin/components/countdown-form';

/** Countdown event (editors and admins); the home page's countdown widget follows on save. */
export function Component() {
  const { t } = useTranslation('countdown-admin');
  const { hasPermission } = useAuth();
  const queryClient = useQueryClient();
  const event = useCountdownEvent();

  if (!hasPermission(['editor'])) return <AccessDenied />;
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      {event.data ? (
        <CountdownForm
          event={event.data}
          onSaved={() => void invalidateChanges(queryClient, 'saveCountdownEvent')}
        />
      ) : event.isError ? (
        <Alert variant="destructive">{t('loadError')}</Alert>
      ) : (
        <PageSpinner />
      )}
    </>
  );
}
