import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import type { ThemeSettings } from '@/entities/theme/theme-row';
import { appearanceSchema, type AppearanceValues } from '@/entities/theme/theme-schema';
import { useUpdateTheme } from '@/features/site-settings/admin/api/update-theme';
import { ColorField } from '@/features/site-settings/admin/components/color-field';
import { ContrastPreview } from '@/features/site-settings/admin/components/contrast-preview';
import { LogoField } from '@/features/site-settings/admin/components/logo-field';

interface AppearanceFormProps {
  theme: ThemeSettings;
  /** The curated font set (the theme feature owns it). */
  fonts: readonly string[];
  /** Refreshes the site's theme so the change applies at once. */
  onSaved: (theme: ThemeSettings) => void;
  /** Loads a font's files so the preview can show it before it is saved. */
  onPreviewFont?: (font: string) => void;
}

export function AppearanceForm({ theme, fonts, onSaved, onPreviewFont }: AppearanceFormProps) {
  const { t } = useTranslation('appearance');
  const schema = useMemo(() => appearanceSchema(fonts), [fonts]);
  const [uploading, setUploading] = useState(false);
  const form = useForm<AppearanceValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      primaryColor: theme.primary_color,
      secondaryColor: theme.secondary_color,
      fontFamily: theme.font_family,
      logoUrl: theme.logo_url,
    },
  });
  const [primary, secondary, font] = useWatch({
    control: form.control,
    name: ['primaryColor', 'secondaryColor', 'fontFamily'],
  });
  useEffect(() => onPreviewFont?.(font), [font, onPreviewFont]);

  const save = useUpdateTheme((saved) => {
    toast.success(t('saved'));
    form.reset({
      primaryColor: saved.primary_color,
      secondaryColor: saved.secondary_color,
      fontFamily: saved.font_family,
      logoUrl: saved.logo_url,
    });
    onSaved(saved);
  });

  const onSubmit = form.handleSubmit((values) =>
    save.mutate({
      primary_color: values.primaryColor,
      secondary_color: values.secondaryColor,
      font_family: values.fontFamily,
      logo_url: values.logoUrl,
    }),
  );

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>{t('sections.brand')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-6">
            <div className="grid gap-6 sm:grid-cols-2">
              <ColorField control={form.control} name="primaryColor" label={t('fields.primary')} />
              <ColorField
                control={form.control}
                name="secondaryColor"
                label={t('fields.secondary')}
              />
            </div>
            <FormField
              control={form.control}
              name="fontFamily"
              render={({ field }) => (
                <FormItem className="max-w-xs">
                  <FormLabel>{t('fields.font')}</FormLabel>
                  <Select value={field.value} onValueChange={field.onChange}>
                    <FormControl>
                      <SelectTrigger>
                        <SelectValue />
                      </SelectTrigger>
                    </FormControl>
                    <SelectContent>
                      {fonts.map((name) => (
                        <SelectItem key={name} value={name} style={{ fontFamily: name }}>
                          {name}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                  <FormMessage />
                </FormItem>
              )}
            />
            <LogoField control={form.control} onUploadingChange={setUploading} />
          </CardContent>
        </Card>
        <ContrastPreview primary={primary} secondary={secondary} font={font} />
        <Button type="submit" className="justify-self-start" disabled={save.isPending || uploading}>
          {save.isPending && <Spinner className="size-4 text-current" />}
          {t('save')}
        </Button>
      </form>
    </Form>
  );
}
