import { zodResolver } from '@hookform/resolvers/zod';
import { Settings2 } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SelectField } from '@/components/admin/select-field';
import { toOptions } from '@/components/admin/select-options';
import { InputField } from '@/components/input-field';
import { Alert } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
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
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Skeleton } from '@/components/ui/skeleton';
import { usePinnedArticles } from '@/features/homepage/admin/api/get-pinned-articles';
import { useWidgetOptions } from '@/features/homepage/admin/api/get-widget-options';
import {
  fromSettingsValues,
  MAX_LIMIT,
  toSettingsValues,
  widgetSettingsSchema,
  type WidgetSettingsValues,
} from '@/features/homepage/admin/utils/widget-settings-schema';
import type { Widget, WidgetSettings } from '@/features/homepage/utils/layout';

function PinnedArticleField({ control }: { control: Control<WidgetSettingsValues> }) {
  const { t } = useTranslation('homepage-editor');
  const pinned = usePinnedArticles();
  if (pinned.isPending) return <Skeleton className="h-16" />;
  if (pinned.isError) return <Alert variant="destructive">{t('settings.pinnedError')}</Alert>;
  if (pinned.data.length === 0) {
    return (
      <Alert>
        <p className="grid gap-2">
          <span>{t('settings.noPinned')}</span>
          <Link to="/admin/articles" className="font-medium underline underline-offset-4">
            {t('settings.goToArticles')}
          </Link>
        </p>
      </Alert>
    );
  }
  const options = pinned.data.map((article) => ({
    value: String(article.id),
    label:
      article.status === 'draft'
        ? t('settings.draftTitle', { title: article.title })
        : article.title,
  }));
  return (
    <SelectField
      control={control}
      name="articleId"
      label={t('settings.article')}
      placeholder={t('settings.articlePlaceholder')}
      options={options}
      description={t('settings.articleHint')}
    />
  );
}

function LimitField({ control }: { control: Control<WidgetSettingsValues> }) {
  const { t } = useTranslation('homepage-editor');
  return (
    <InputField
      control={control}
      name="limit"
      label={t('settings.limit')}
      type="number"
      min={1}
      max={MAX_LIMIT}
      inputMode="numeric"
      className="max-w-24"
    />
  );
}

interface WidgetSettingsDialogProps {
  widget: Widget;
  /** Accessible name of the trigger, e.g. 'Settings of Hero (row 1, column 1)'. */
  triggerLabel: string;
  onApply: (settings: WidgetSettings) => void;
}

/** Edits one widget's settings; they apply to the layout being edited, saved with it. */
export function WidgetSettingsDialog({ widget, triggerLabel, onApply }: WidgetSettingsDialogProps) {
  const { t } = useTranslation('homepage-editor');
  const [open, setOpen] = useState(false);
  const schema = useMemo(() => widgetSettingsSchema(widget.kind), [widget.kind]);
  const form = useForm<WidgetSettingsValues>({
    resolver: zodResolver(schema),
    values: toSettingsValues(widget),
  });
  const needsOptions = ['media_carousel', 'upcoming_matches', 'league_table'].includes(widget.kind);
  const options = useWidgetOptions();
  const { control } = form;

  const onSubmit = form.handleSubmit((values) => {
    onApply(fromSettingsValues(widget, values));
    setOpen(false);
  });

  let fields: ReactNode;
  switch (widget.kind) {
    case 'hero':
      fields = (
        <>
          <InputField control={control} name="title" label={t('settings.heroTitle')} />
          <InputField control={control} name="subtitle" label={t('settings.heroSubtitle')} />
          <InputField control={control} name="buttonText" label={t('settings.buttonText')} />
          <FormField
            control={control}
            name="buttonLink"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t('settings.buttonLink')}</FormLabel>
                <FormControl>
                  <Input
                    {...field}
                    placeholder="/matches"
                    spellCheck={false}
                    autoComplete="off"
                    className="font-mono"
                  />
                </FormControl>
                <FormDescription>{t('settings.buttonLinkHint')}</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
        </>
      );
      break;
    case 'countdown':
      fields = (
        <p className="text-sm text-muted-foreground">
          {t('settings.countdownNote')}{' '}
          <Link
            to="/admin/event"
            className="font-medium text-foreground underline underline-offset-4"
          >
            {t('settings.goToEvent')}
          </Link>
        </p>
      );
      break;
    case 'pinned_article':
      fields = <PinnedArticleField control={control} />;
      break;
    case 'latest_news':
      fields = <LimitField control={control} />;
      break;
    case 'media_carousel':
      fields = (
        <>
          <SelectField
            control={control}
            name="albumId"
            label={t('settings.album')}
            options={toOptions(options.data?.albums)}
            noneLabel={t('settings.allMedia')}
          />
          <LimitField control={control} />
        </>
      );
      break;
    case 'upcoming_matches':
    case 'league_table':
      fields = (
        <>
          <SelectField
            control={control}
            name="competitionId"
            label={t('settings.competition')}
            options={toOptions(options.data?.competitions)}
            noneLabel={t('settings.mainCompetition')}
          />
          <LimitField control={control} />
        </>
      );
      break;
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset(toSettingsValues(widget));
      }}
    >
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={triggerLabel}
          title={triggerLabel}
        >
          <Settings2 />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t(`kinds.${widget.kind}`)}</DialogTitle>
          <DialogDescription>{t('settings.description')}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            {needsOptions && options.isError && (
              <Alert variant="destructive">{t('settings.optionsError')}</Alert>
            )}
            {fields}
            <DialogFooter>
              <Button type="submit">{t('settings.apply')}</Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
