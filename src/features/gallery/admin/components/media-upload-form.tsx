import { zodResolver } from '@hookform/resolvers/zod';
import { Upload } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import {
  ACCEPTED_TYPES,
  MAX_FILES,
  uploadSchema,
  type UploadValues,
} from '@/entities/media/media-rules';
import { useUploadMedia } from '@/features/gallery/api/upload-media';

/** Up to 10 images or videos at a time into this album. */
export function MediaUploadForm({ albumId, userId }: { albumId: number; userId: string }) {
  const { t } = useTranslation('admin-gallery');
  const form = useForm<UploadValues>({
    resolver: zodResolver(uploadSchema),
    defaultValues: { files: [] },
  });
  const upload = useUploadMedia();
  const onSubmit = form.handleSubmit(({ files }) =>
    upload.mutate(
      { files, albumId, userId },
      {
        onSuccess: () => {
          toast.success(t('media.uploaded', { count: files.length }));
          form.reset({ files: [] });
        },
      },
    ),
  );

  return (
    <Form {...form}>
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
      >
        <FormField
          control={form.control}
          name="files"
          render={({ field: { onChange, value, ref, name, onBlur } }) => (
            <FormItem>
              <FormLabel>{t('media.files')}</FormLabel>
              <FormControl>
                <Input
                  ref={ref}
                  name={name}
                  onBlur={onBlur}
                  type="file"
                  multiple
                  accept={ACCEPTED_TYPES}
                  // Uncontrolled (file inputs cannot be set); cleared by remounting after upload.
                  key={value.length === 0 ? 'empty' : 'chosen'}
                  onChange={(event) => onChange(Array.from(event.target.files ?? []))}
                  className="h-auto py-1.5"
                />
              </FormControl>
              <FormDescription>{t('media.filesHint', { max: MAX_FILES })}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" className="sm:mt-6" disabled={upload.isPending}>
          {upload.isPending ? <Spinner className="size-4 text-current" /> : <Upload aria-hidden />}
          {t('media.upload')}
        </Button>
      </form>
    </Form>
  );
}
