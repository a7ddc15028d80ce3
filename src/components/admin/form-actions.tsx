import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';

/** Save and cancel at the foot of an admin form; save is disabled while anything is pending. */
export function FormActions({ pending, cancelTo }: { pending: boolean; cancelTo: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-2 border-t pt-6 sm:flex-row sm:justify-end">
      <Button asChild variant="outline">
        <Link to={cancelTo}>{t('actions.cancel')}</Link>
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? t('actions.saving') : t('actions.save')}
      </Button>
    </div>
  );
}
