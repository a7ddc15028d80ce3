import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CacheStatusNotice } from '@/features/offline/components/cache-status-notice';
import { useCacheStatus } from '@/features/offline/hooks/use-cache-status';
import { registerServiceWorker } from '@/features/offline/register';
import { toast } from '@/lib/toast';

/**
 * The offline feature once the first page is on screen (offline-slot.tsx loads it): registers
 * the service worker, offers a new version with a "reload" toast, and shows the cache status.
 */
export default function OfflineStatus() {
  const { t } = useTranslation('offline');
  const status = useCacheStatus();

  useEffect(() => {
    registerServiceWorker((reload) =>
      toast.message(t('newVersion'), {
        id: 'new-version',
        duration: Infinity,
        action: { label: t('reload'), onClick: reload },
      }),
    );
  }, [t]);

  return <CacheStatusNotice status={status} />;
}
