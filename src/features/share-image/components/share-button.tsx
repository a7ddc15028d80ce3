import { Share2 } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { ShareBrand, ShareImageSubject } from '@/features/share-image/types';
import { cn } from '@/lib/utils';

// The drawing code, its texts and the dialog arrive on the first press, never with the page.
const ShareDialog = lazy(() => import('@/features/share-image/components/share-dialog'));

/**
 * "Share": opens the share image's dialog for `subject`, as it is at the moment of the press.
 * Unavailable while there is nothing to share. Its label is in `common`, which every page has
 * loaded, so the page needs no other translation file for it.
 */
export function ShareImageButton({
  subject,
  brand,
  className,
}: {
  subject: ShareImageSubject | null;
  brand: ShareBrand;
  className?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<ShareImageSubject | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        size="sm"
        className={cn('print:hidden', className)}
        aria-haspopup="dialog"
        disabled={!subject}
        onClick={() => {
          setShown(subject);
          setOpen(true);
        }}
      >
        <Share2 aria-hidden />
        {t('share.button')}
      </Button>
      {shown && (
        <Suspense fallback={null}>
          <ShareDialog
            subject={shown}
            brand={brand}
            open={open}
            onOpenChange={setOpen}
            returnFocus={() => button.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
