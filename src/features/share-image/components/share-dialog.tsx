import { Download, Share2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { renderShareImage, type ShareImageJob } from '@/features/share-image/draw/render';
import { canShareFile, downloadFile, shareFile } from '@/features/share-image/share-file';
import { fileName, matchTexts, tableTexts } from '@/features/share-image/texts';
import {
  SHARE_IMAGE_SIZES,
  type ShareBrand,
  type ShareImageSize,
  type ShareImageSubject,
} from '@/features/share-image/types';
import { cn } from '@/lib/utils';

interface Made {
  file: File;
  url: string;
  width: number;
  height: number;
  boxes: string;
}

type State = { status: 'making' } | { status: 'error' } | { status: 'ready'; made: Made };

const SIZES = Object.keys(SHARE_IMAGE_SIZES) as ShareImageSize[];

/**
 * The share image's dialog: the format, a preview, and Share (where the device can share files)
 * or Download. Its own chunk with the drawing code, loaded on the first press of the button.
 * The image is made as soon as a format is chosen, so that Share hands over a finished file
 * within the click, as browsers require.
 */
export default function ShareDialog({
  subject,
  brand,
  open,
  onOpenChange,
  returnFocus,
}: {
  subject: ShareImageSubject;
  brand: ShareBrand;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on closing: the dialog has no Radix trigger to give it back to. */
  returnFocus: () => void;
}) {
  const { t, i18n } = useTranslation(['share-image', 'common']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [size, setSize] = useState<ShareImageSize>('square');
  const [made, setMade] = useState<Partial<Record<string, State>>>({});
  const [attempt, setAttempt] = useState(0);
  const started = useRef(new Set<string>());
  const urls = useRef<string[]>([]);
  // Images are kept per language and format: switching back shows the one already made.
  const key = `${language}:${size}`;

  const job = useMemo<ShareImageJob>(
    () =>
      subject.kind === 'match'
        ? { kind: 'match', match: subject.match, texts: matchTexts(t, language, subject.match) }
        : { kind: 'table', table: subject.table, texts: tableTexts(t, language, subject.table) },
    [subject, t, language],
  );
  const title = subject.kind === 'match' ? t('dialog.titleMatch') : t('dialog.titleTable');
  const nameParts = useMemo(
    () =>
      subject.kind === 'match'
        ? [subject.match.home.name, subject.match.away.name]
        : [t('image.fileTable'), subject.table.title],
    [subject, t],
  );

  useEffect(() => {
    if (!open || started.current.has(key)) return;
    started.current.add(key);
    setMade((all) => ({ ...all, [key]: { status: 'making' } }));
    renderShareImage(job, brand, size).then(
      ({ blob, width, height, boxes }) => {
        const file = new File([blob], fileName(nameParts, width, height), { type: 'image/png' });
        const url = URL.createObjectURL(file);
        urls.current.push(url);
        const ready: State = {
          status: 'ready',
          made: { file, url, width, height, boxes: JSON.stringify(boxes) },
        };
        setMade((all) => ({ ...all, [key]: ready }));
      },
      () => setMade((all) => ({ ...all, [key]: { status: 'error' } })),
    );
  }, [open, key, size, job, brand, nameParts, attempt]);

  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const state = made[key];
  const ready = state?.status === 'ready' ? state.made : null;
  const shareable = ready !== null && canShareFile(ready.file);
  const { width, height } = SHARE_IMAGE_SIZES[size];
  const previewLabel =
    subject.kind === 'match'
      ? t('dialog.previewMatch', {
          home: subject.match.home.name,
          away: subject.match.away.name,
          homeScore: subject.match.homeScore,
          awayScore: subject.match.awayScore,
        })
      : t('dialog.previewTable', { title: subject.table.title });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t('dialog.size')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {SIZES.map((value) => (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-md border p-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                  value === size && 'border-primary bg-accent',
                )}
              >
                <input
                  type="radio"
                  name="share-image-size"
                  value={value}
                  checked={value === size}
                  onChange={() => setSize(value)}
                  className="accent-primary"
                />
                {t(`dialog.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div
          className="relative mx-auto flex w-full items-center justify-center overflow-hidden rounded-md border bg-muted"
          style={{ aspectRatio: `${width} / ${height}`, maxHeight: '50dvh' }}
        >
          {ready ? (
            <img
              src={ready.url}
              alt={previewLabel}
              width={ready.width}
              height={ready.height}
              className="size-full object-contain"
              data-share-preview={`${ready.width}x${ready.height}`}
              data-text-boxes={ready.boxes}
            />
          ) : state?.status === 'error' ? (
            <Alert variant="destructive" className="m-4">
              <p>{t('dialog.error')}</p>
              <Button
                variant="outline"
                size="sm"
                className="mt-2"
                onClick={() => {
                  started.current.delete(key);
                  setAttempt((n) => n + 1);
                }}
              >
                {t('dialog.retry')}
              </Button>
            </Alert>
          ) : (
            <Spinner label={t('dialog.making')} />
          )}
        </div>
        <DialogFooter className="gap-2">
          <Button
            variant={shareable ? 'outline' : 'default'}
            disabled={!ready}
            onClick={() => ready && downloadFile(ready.file)}
          >
            <Download aria-hidden />
            {t('dialog.download')}
          </Button>
          {shareable && (
            <Button
              onClick={() => {
                void shareFile(ready.file, title).catch(() => downloadFile(ready.file));
              }}
            >
              <Share2 aria-hidden />
              {t('dialog.share')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
