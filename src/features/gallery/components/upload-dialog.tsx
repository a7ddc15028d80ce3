import { CircleAlert, CircleCheck, LoaderCircle, Upload } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useAlbums } from '@/features/gallery/api/get-albums';
import { useUploadMedia } from '@/features/gallery/api/upload-media';
import {
  ACCEPTED_TYPES,
  fileProblem,
  MAX_FILES,
  selectionProblem,
  type FileProblem,
  type SelectionProblem,
} from '@/entities/media/media-rules';
import { errorMessage } from '@/lib/errors';

type FileState =
  | { status: 'waiting' | 'uploading' | 'done' }
  | { status: 'invalid'; problem: FileProblem }
  | { status: 'failed'; message: string };

const SELECT_CLASS =
  'flex h-9 w-full rounded-md border border-input bg-background px-3 py-1 text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

function StatusIcon({ state }: { state: FileState }) {
  if (state.status === 'uploading')
    return <LoaderCircle className="size-4 shrink-0 animate-spin" aria-hidden />;
  if (state.status === 'done')
    return <CircleCheck className="size-4 shrink-0 text-emerald-600" aria-hidden />;
  if (state.status === 'invalid' || state.status === 'failed')
    return <CircleAlert className="size-4 shrink-0 text-destructive" aria-hidden />;
  return <span className="size-4 shrink-0" />;
}

/**
 * Upload of up to ten photos or videos, optionally into an album. Files go up one after the
 * other, each with its own status line, so one failure never hides the others' success.
 */
export function UploadDialog({ userId, albumId }: { userId: string; albumId?: number }) {
  const { t } = useTranslation('gallery');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [states, setStates] = useState<FileState[]>([]);
  const [problem, setProblem] = useState<SelectionProblem | null>(null);
  const [album, setAlbum] = useState(albumId ? String(albumId) : '');
  const [busy, setBusy] = useState(false);
  const albums = useAlbums();
  const upload = useUploadMedia();

  const reset = () => {
    setFiles([]);
    setStates([]);
    setProblem(null);
    setBusy(false);
  };

  const choose = (chosen: File[]) => {
    setFiles(chosen);
    setProblem(chosen.length > MAX_FILES ? 'tooMany' : null);
    setStates(
      chosen.map((file) => {
        const fileIssue = fileProblem(file);
        return fileIssue ? { status: 'invalid', problem: fileIssue } : { status: 'waiting' };
      }),
    );
  };

  const setState = (index: number, state: FileState) =>
    setStates((all) => all.map((old, i) => (i === index ? state : old)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const selection = selectionProblem(files);
    setProblem(selection);
    if (selection || states.some((state) => state.status === 'invalid')) return;
    setBusy(true);
    for (const [index, file] of files.entries()) {
      if (states[index]?.status === 'done') continue;
      setState(index, { status: 'uploading' });
      try {
        await upload.mutateAsync({ userId, files: [file], albumId: album ? Number(album) : null });
        setState(index, { status: 'done' });
      } catch (error) {
        setState(index, { status: 'failed', message: errorMessage(error) });
      }
    }
    setBusy(false);
  };

  const allDone = states.length > 0 && states.every((state) => state.status === 'done');
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        if (busy) return;
        setOpen(isOpen);
        if (!isOpen) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Upload aria-hidden />
          {t('upload.open')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('upload.title')}</DialogTitle>
          <DialogDescription>{t('upload.description', { max: MAX_FILES })}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <label htmlFor={`${id}-files`} className="text-sm font-medium">
              {t('upload.files')}
            </label>
            <input
              id={`${id}-files`}
              type="file"
              multiple
              accept={ACCEPTED_TYPES}
              disabled={busy}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(event) => choose(Array.from(event.target.files ?? []))}
              className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-foreground"
            />
            {problem && (
              <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-destructive">
                {t(`upload.problems.${problem}`, { max: MAX_FILES })}
              </p>
            )}
          </div>
          <div className="flex flex-col gap-2">
            <label htmlFor={`${id}-album`} className="text-sm font-medium">
              {t('upload.album')}
            </label>
            <select
              id={`${id}-album`}
              value={album}
              disabled={busy}
              onChange={(event) => setAlbum(event.target.value)}
              className={SELECT_CLASS}
            >
              <option value="">{t('upload.noAlbum')}</option>
              {albums.data?.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
          {files.length > 0 && files.length <= MAX_FILES && (
            <ul
              aria-label={t('upload.selected')}
              className="flex max-h-56 flex-col gap-1.5 overflow-y-auto text-sm"
            >
              {files.map((file, index) => {
                const state = states[index] ?? { status: 'waiting' };
                return (
                  <li key={`${file.name}-${index}`} className="flex items-start gap-2">
                    <StatusIcon state={state} />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate">{file.name}</span>
                      <span
                        className={
                          state.status === 'invalid' || state.status === 'failed'
                            ? 'block text-xs text-destructive'
                            : 'block text-xs text-muted-foreground'
                        }
                      >
                        {state.status === 'invalid'
                          ? t(`upload.fileProblems.${state.problem}`)
                          : state.status === 'failed'
                            ? state.message
                            : t(`upload.status.${state.status}`)}
                      </span>
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
          <DialogFooter>
            {allDone ? (
              <Button
                type="button"
                onClick={() => {
                  setOpen(false);
                  reset();
                }}
              >
                {t('upload.close')}
              </Button>
            ) : (
              <Button type="submit" disabled={busy}>
                {busy && <LoaderCircle className="animate-spin" aria-hidden />}
                {t('upload.submit')}
              </Button>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
