import { Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NotFound } from '@/components/errors/not-found';
import { Button } from '@/components/ui/button';

export function Component() {
  const { t } = useTranslation('errors');
  return (
    <NotFound
      title={t('notFound.title')}
      description={t('notFound.description')}
      action={
        <Button asChild>
          <Link to="/">
            <Home />
            {t('backHome')}
          </Link>
        </Button>
      }
    />
  );
}
