import { ImageIcon, X } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import {
  DEFAULT_IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  imageProblemMessage,
  megabytes,
  PHOTO_MAX_BYTES,
  uploadImage,
} from '@/lib/storage';

/**
 * A stored image (its public URL), an image picked but not uploaded yet (see `buildPath`), or
 * none.
 */
export type ImageValue = string | File | null;

type ImageUploadFieldProps = {
  value: ImageValue;
  onChange: (value: ImageValue) => void;
  bucket: string;
  /**
   * Where to store a picked file. Return null when the path cannot be known yet (e.g. the record
   * has no id before it is created): the File itself becomes the value, and the form uploads it
   * with `uploadImage` once it knows the path.
   */
  buildPath: (file: File) => string | null;
  maxBytes?: number;
  disabled?: boolean;
  /** Lets the form disable its submit button while an upload runs. */
  onUploadingChange?: (uploading: boolean) => void;
  /** Alt text of the preview. */
  alt?: string;
} & Pick<ComponentProps<'input'>, 'id' | 'aria-describedby' | 'aria-invalid'>;

/**
 * Preview of a picked file that is not uploaded yet: an object URL made when it is picked and
 * revoked when replaced or when the field goes away.
 */
function useLocalPreview() {
  const [local, setLocal] = useState<{ file: File; url: string } | null>(null);
  const current = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );
  const show = (file: File) => {
    if (current.current) URL.revokeObjectURL(current.current);
    const url = URL.createObjectURL(file);
    current.current = url;
    setLocal({ file, url });
  };
  const urlOf = (value: ImageValue) =>
    value instanceof File ? (local?.file === value ? local.url : null) : value;
  return { show, urlOf };
}

/**
 * Picks an image, checks type and size in the browser (translated messages), previews it and
 * uploads it to `bucket` at `buildPath(file)`, handing the public URL to `onChange`. The file
 * input takes `id`/`aria-*`, so it works inside `<FormControl>` and `<FormLabel>` points at it.
 */
export function ImageUploadField({
  value,
  onChange,
  bucket,
  buildPath,
  maxBytes = DEFAULT_IMAGE_MAX_BYTES,
  disabled = false,
  onUploadingChange,
  alt,
  ...inputProps
}: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const local = useLocalPreview();
  const preview = local.urlOf(value);

  const setBusy = (busy: boolean) => {
    setUploading(busy);
    onUploadingChange?.(busy);
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const problem = imageProblemMessage(file, maxBytes);
    if (problem) {
      setError(problem);
      return;
    }
    const path = buildPath(file);
    if (path === null) {
      local.show(file);
      onChange(file);
      return;
    }
    setBusy(true);
    try {
      onChange(await uploadImage(bucket, path, file, maxBytes));
    } catch (uploadError) {
      setError(errorMessage(uploadError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-2">
      <div className="flex items-center gap-4">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted">
          {preview ? (
            <img
              src={preview}
              alt={alt ?? t('upload.preview')}
              className="size-full object-contain"
            />
          ) : (
            <ImageIcon aria-hidden className="size-8 text-muted-foreground" />
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={input}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className="sr-only"
            disabled={disabled || uploading}
            onChange={(event) => {
              void pick(event.target.files?.[0]);
              // Picking the same file again after an error must fire onChange again.
              event.target.value = '';
            }}
            {...inputProps}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={disabled || uploading}
            onClick={() => input.current?.click()}
          >
            {value ? t('upload.change') : t('upload.choose')}
          </Button>
          {value && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={disabled || uploading}
              onClick={() => {
                setError(null);
                onChange(null);
              }}
            >
              <X aria-hidden />
              {t('upload.remove')}
            </Button>
          )}
          {uploading && <Spinner className="size-4" label={t('upload.uploading')} />}
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">
          {t('upload.hint', { max: megabytes(PHOTO_MAX_BYTES) })}
        </p>
      )}
    </div>
  );
}
