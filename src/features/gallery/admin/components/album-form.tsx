import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { InputField } from '@/components/input-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { useSaveAlbum, type AlbumRow } from '@/features/gallery/admin/api/album';
import { albumSchema, type AlbumValues } from '@/entities/album/album-schema';

interface AlbumFormProps {
  album?: AlbumRow;
  /** After a save; a new album continues on its own page. */
  onSaved?: (album: AlbumRow) => void;
}

export function AlbumForm({ album, onSaved }: AlbumFormProps) {
  const { t } = useTranslation('admin-gallery');
  const form = useForm<AlbumValues>({
    resolver: zodResolver(albumSchema),
    defaultValues: { name: album?.name ?? '', description: album?.description ?? '' },
  });
  const save = useSaveAlbum({
    onSuccess: (saved) => {
      toast.success(t('saved'));
      form.reset({ name: saved.name, description: saved.description ?? '' });
      onSaved?.(saved);
    },
  });
  const onSubmit = form.handleSubmit((values) =>
    save.mutate({ id: album?.id, name: values.name, description: values.description || null }),
  );

  return (
    <Card>
      <CardContent className="pt-6">
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="grid max-w-xl gap-4">
            <InputField control={form.control} name="name" label={t('fields.name')} />
            <FormField
              control={form.control}
              name="description"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('fields.description')}</FormLabel>
                  <FormControl>
                    <textarea
                      {...field}
                      rows={3}
                      className="flex w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive md:text-sm"
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <Button type="submit" className="justify-self-start" disabled={save.isPending}>
              {save.isPending && <Spinner className="size-4 text-current" />}
              {album ? t('save') : t('create')}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
