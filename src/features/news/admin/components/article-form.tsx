import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ImageFormField } from '@/components/admin/image-form-field';
import { SelectField } from '@/components/admin/select-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
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
import { SwitchField } from '@/components/switch-field';
import { articleSchema, type ArticleValues } from '@/entities/article/article-schema';
import { ARTICLES_BUCKET } from '@/entities/article/article-storage';
import type { ArticleRow } from '@/features/news/admin/api/get-article';
import { isSlugFree, useSaveArticle } from '@/features/news/admin/api/save-article';
import { RichTextEditor } from '@/features/news/admin/components/rich-text-editor';
import { slugify } from '@/lib/slugify';
import { errorCode } from '@/lib/errors';
import { fromLeagueDateTimeInput, toLeagueDateTimeInput } from '@/lib/league-clock';
import { uniqueObjectPath } from '@/lib/storage';

const UNIQUE_VIOLATION = '23505';

function toValues(article: ArticleRow | undefined): ArticleValues {
  return {
    title: article?.title ?? '',
    slug: article?.slug ?? '',
    content: article?.content ?? '',
    coverImageUrl: article?.cover_image_url ?? null,
    status: article?.status ?? 'draft',
    publishedAt: toLeagueDateTimeInput(article?.published_at),
    pinned: article?.pinned ?? false,
  };
}

interface ArticleFormProps {
  /** Absent for a new article. */
  article?: ArticleRow;
  onSaved?: (article: ArticleRow, created: boolean) => void;
}

export function ArticleForm({ article, onSaved }: ArticleFormProps) {
  const { t } = useTranslation('admin-articles');
  const form = useForm<ArticleValues>({
    resolver: zodResolver(articleSchema),
    defaultValues: toValues(article),
  });
  // A new article's slug follows its title until the slug is edited by hand.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(!article);
  const [uploading, setUploading] = useState(false);
  const [checkingSlug, setCheckingSlug] = useState(false);
  const save = useSaveArticle({
    onSuccess: (saved) => {
      toast.success(t('saved'));
      form.reset(toValues(saved));
      setSlugFollowsTitle(false);
      onSaved?.(saved, !article);
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    if (values.slug) {
      setCheckingSlug(true);
      try {
        if (!(await isSlugFree(values.slug, article?.id))) {
          form.setError(
            'slug',
            { message: 'admin-articles:validation.slugTaken' },
            { shouldFocus: true },
          );
          return;
        }
      } catch {
        // Unknown: let the save try; the database's unique constraint has the last word.
      } finally {
        setCheckingSlug(false);
      }
    }
    save.mutate(
      {
        id: article?.id,
        title: values.title,
        slug: values.slug,
        content: values.content,
        status: values.status,
        cover_image_url: values.coverImageUrl,
        published_at: fromLeagueDateTimeInput(values.publishedAt),
        pinned: values.pinned,
      },
      {
        onError: (error) => {
          if (errorCode(error) === UNIQUE_VIOLATION) {
            form.setError('slug', { message: 'admin-articles:validation.slugTaken' });
          }
        },
      },
    );
  });

  const busy = save.isPending || uploading || checkingSlug;

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="grid min-w-0 content-start gap-6">
          <FormField
            control={form.control}
            name="title"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t('fields.title')}</FormLabel>
                <FormControl>
                  <Input
                    {...field}
                    onChange={(event) => {
                      field.onChange(event);
                      if (slugFollowsTitle) {
                        form.setValue('slug', slugify(event.target.value), {
                          shouldValidate: form.formState.isSubmitted,
                        });
                      }
                    }}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="slug"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t('fields.slug')}</FormLabel>
                <div className="flex gap-2">
                  <FormControl>
                    <Input
                      {...field}
                      spellCheck={false}
                      autoComplete="off"
                      className="font-mono"
                      onChange={(event) => {
                        setSlugFollowsTitle(false);
                        field.onChange(event);
                      }}
                    />
                  </FormControl>
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() => {
                      form.setValue('slug', slugify(form.getValues('title')), {
                        shouldValidate: true,
                      });
                      setSlugFollowsTitle(true);
                    }}
                  >
                    {t('fields.slugFromTitle')}
                  </Button>
                </div>
                <FormDescription>{t('fields.slugHint')}</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="content"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t('fields.content')}</FormLabel>
                <FormControl>
                  <RichTextEditor
                    value={field.value}
                    onChange={field.onChange}
                    label={t('fields.content')}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{t('sections.publishing')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <SelectField
                control={form.control}
                name="status"
                label={t('fields.status')}
                description={t('fields.statusHint')}
                options={articleSchema.shape.status.options.map((status) => ({
                  value: status,
                  label: t(`status.${status}`),
                }))}
              />
              <FormField
                control={form.control}
                name="publishedAt"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('fields.publishedAt')}</FormLabel>
                    <FormControl>
                      <Input type="datetime-local" {...field} />
                    </FormControl>
                    <FormDescription>{t('fields.publishedAtHint')}</FormDescription>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <SwitchField
                control={form.control}
                name="pinned"
                label={t('fields.pinned')}
                description={t('fields.pinnedHint')}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('fields.cover')}</CardTitle>
            </CardHeader>
            <CardContent>
              <ImageFormField
                control={form.control}
                name="coverImageUrl"
                label={t('fields.cover')}
                hideLabel
                bucket={ARTICLES_BUCKET}
                buildPath={(file) => uniqueObjectPath('covers', 'cover', file)}
                onUploadingChange={setUploading}
                urlOnly
              />
            </CardContent>
          </Card>
          <Button type="submit" disabled={busy}>
            {busy && <Spinner className="size-4 text-current" />}
            {article ? t('save') : t('create')}
          </Button>
        </div>
      </form>
    </Form>
  );
}
