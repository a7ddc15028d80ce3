import { z } from 'zod';
import { fromSelectValue, toSelectValue } from '@/components/admin/select-options';
import type { WidgetKind } from '@/entities/homepage-layout/widget-kinds';
import { isSitePath } from '@/features/homepage/utils/hero-link';
import {
  hasLimit,
  numberSetting,
  textSetting,
  type Widget,
  type WidgetSettings,
} from '@/features/homepage/utils/layout';

const REQUIRED = 'common:validation.required';
export const MAX_LIMIT = 20;

/** One form for every kind; fields a kind does not use stay empty and are ignored. */
export function widgetSettingsSchema(kind: WidgetKind) {
  return z
    .object({
      title: z.string().trim().max(200, 'homepage-editor:validation.tooLong'),
      subtitle: z.string().trim().max(400, 'homepage-editor:validation.tooLong'),
      buttonText: z.string().trim().max(60, 'homepage-editor:validation.tooLong'),
      buttonLink: z.string().trim(),
      competitionId: z.string(),
      albumId: z.string(),
      articleId: z.string(),
      limit: z.string(),
    })
    .superRefine((values, ctx) => {
      if (kind === 'hero') {
        if (values.buttonLink && !isSitePath(values.buttonLink)) {
          ctx.addIssue({
            code: 'custom',
            path: ['buttonLink'],
            message: 'homepage-editor:validation.heroLink',
          });
        }
        if (values.buttonText && !values.buttonLink) {
          ctx.addIssue({ code: 'custom', path: ['buttonLink'], message: REQUIRED });
        }
      }
      if (kind === 'pinned_article' && !values.articleId) {
        ctx.addIssue({ code: 'custom', path: ['articleId'], message: REQUIRED });
      }
      if (hasLimit(kind)) {
        const limit = Number(values.limit);
        if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
          ctx.addIssue({
            code: 'custom',
            path: ['limit'],
            message: 'homepage-editor:validation.limit',
          });
        }
      }
    });
}

export type WidgetSettingsValues = z.infer<ReturnType<typeof widgetSettingsSchema>>;

/** An id or a number as the form's text; empty when the widget has none. */
const id = (settings: WidgetSettings, key: string) => {
  const value = numberSetting(settings, key);
  return value === null ? '' : String(value);
};

export function toSettingsValues({ settings }: Widget): WidgetSettingsValues {
  return {
    title: textSetting(settings, 'title'),
    subtitle: textSetting(settings, 'subtitle'),
    buttonText: textSetting(settings, 'button_text'),
    buttonLink: textSetting(settings, 'button_link'),
    competitionId: toSelectValue(numberSetting(settings, 'competition_id')),
    albumId: toSelectValue(numberSetting(settings, 'album_id')),
    articleId: id(settings, 'article_id'),
    limit: id(settings, 'limit'),
  };
}

/** An id the form holds as text ('' or NONE when none is chosen); undefined is removed on save. */
const optionalId = (value: string) => fromSelectValue(value) ?? undefined;

/**
 * The widget's new settings. Keys the form does not edit (e.g. the hero image) are kept;
 * an id left empty or set to none is removed, so the public widget falls back to its default.
 */
export function fromSettingsValues(widget: Widget, values: WidgetSettingsValues): WidgetSettings {
  const limit = Number(values.limit);
  switch (widget.kind) {
    case 'hero':
      return {
        ...widget.settings,
        title: values.title,
        subtitle: values.subtitle,
        button_text: values.buttonText,
        button_link: values.buttonLink,
      };
    case 'media_carousel':
      return { ...widget.settings, album_id: optionalId(values.albumId), limit };
    case 'upcoming_matches':
    case 'league_table':
      return { ...widget.settings, competition_id: optionalId(values.competitionId), limit };
    case 'latest_news':
      return { ...widget.settings, limit };
    case 'pinned_article':
      return { ...widget.settings, article_id: optionalId(values.articleId) };
    case 'countdown':
      return widget.settings;
  }
}
