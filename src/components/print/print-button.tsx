import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** Opens the browser's print dialog, where "Save as PDF" is one of the printers. */
export function PrintButton({
  onClick = () => window.print(),
  disabled,
  className,
}: {
  onClick?: () => void;
  disabled?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant="outline"
      size="sm"
      className={cn('print:hidden', className)}
      disabled={disabled}
      onClick={onClick}
    >
      <Printer aria-hidden />
      {t('print.button')}
    </Button>
  );
}
