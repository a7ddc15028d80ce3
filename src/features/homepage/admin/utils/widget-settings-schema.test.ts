import { describe, expect, it } from 'vitest';
import { NONE } from '@/components/admin/select-options';
import {
  fromSettingsValues,
  toSettingsValues,
  widgetSettingsSchema,
  type WidgetSettingsValues,
} from '@/features/homepage/admin/utils/widget-settings-schema';
import type { Widget } from '@/features/homepage/utils/layout';

const table: Widget = { id: 'w', kind: 'league_table', settings: { limit: 8 } };

const issues = (widget: Widget, changes: Partial<WidgetSettingsValues>) =>
  widgetSettingsSchema(widget.kind)
    .safeParse({ ...toSettingsValues(widget), ...changes })
    .error?.issues.map((issue) => [issue.path[0], issue.message]) ?? [];

describe('toSettingsValues / fromSettingsValues', () => {
  it('shows a widget without a competition as none chosen, and saves none as no key', () => {
    const values = toSettingsValues(table);
    expect(values).toMatchObject({ competitionId: NONE, limit: '8' });
    expect(fromSettingsValues(table, values)).toEqual({ competition_id: undefined, limit: 8 });
  });

  it('keeps a chosen competition and album as numbers', () => {
    const values = toSettingsValues({ ...table, settings: { competition_id: 3, limit: 5 } });
    expect(values.competitionId).toBe('3');
    expect(fromSettingsValues(table, { ...values, limit: '6' })).toEqual({
      competition_id: 3,
      limit: 6,
    });
    const carousel: Widget = { id: 'c', kind: 'media_carousel', settings: { album_id: 9 } };
    expect(fromSettingsValues(carousel, toSettingsValues(carousel))).toMatchObject({
      album_id: 9,
    });
  });
});

describe('widgetSettingsSchema', () => {
  it('keeps a limit between 1 and 20 on the widgets that have one', () => {
    expect(issues(table, { limit: '20' })).toEqual([]);
    expect(issues(table, { limit: '21' })).toEqual([['limit', 'homepage-editor:validation.limit']]);
    expect(issues(table, { limit: '0' })).toEqual([['limit', 'homepage-editor:validation.limit']]);
  });

  it('needs a pinned article, and a site path behind a hero button', () => {
    const pinned: Widget = { id: 'p', kind: 'pinned_article', settings: {} };
    expect(issues(pinned, {})).toEqual([['articleId', 'common:validation.required']]);
    const hero: Widget = { id: 'h', kind: 'hero', settings: {} };
    expect(issues(hero, { buttonText: 'Calendario', buttonLink: 'https://evil.example' })).toEqual([
      ['buttonLink', 'homepage-editor:validation.heroLink'],
    ]);
    expect(issues(hero, { buttonText: 'Calendario', buttonLink: '/matches' })).toEqual([]);
  });
});
