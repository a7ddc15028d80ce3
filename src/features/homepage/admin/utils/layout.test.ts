import { describe, expect, it } from 'vitest';
import { move, serializeLayout } from '@/features/homepage/admin/utils/layout';
import { parseLayout } from '@/features/homepage/utils/layout';

describe('move', () => {
  it('moves an item one place up or down', () => {
    expect(move(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });

  it('changes nothing past either end', () => {
    expect(move(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(move(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});

describe('parseLayout (empty parts kept, as the editor reads) / serializeLayout', () => {
  it('keeps ids, widths, settings and empty columns, and drops unknown kinds', () => {
    const stored = [
      {
        id: 'r1',
        columns: [
          {
            id: 'c1',
            width: 8,
            widgets: [
              { id: 'w1', kind: 'hero', settings: { title: 'Ciao', button_link: '/matches' } },
              { id: 'w2', kind: 'weather', settings: {} },
            ],
          },
          { id: 'c2', width: 4, widgets: [] },
        ],
      },
    ];
    expect(serializeLayout(parseLayout(stored, { keepEmpty: true }))).toEqual([
      {
        id: 'r1',
        columns: [
          {
            id: 'c1',
            width: 8,
            widgets: [
              { id: 'w1', kind: 'hero', settings: { title: 'Ciao', button_link: '/matches' } },
            ],
          },
          { id: 'c2', width: 4, widgets: [] },
        ],
      },
    ]);
  });

  it('gives ids to parts stored without one and clamps widths', () => {
    const [row] = parseLayout([{ columns: [{ width: 40, widgets: [{ kind: 'countdown' }] }] }], {
      keepEmpty: true,
    });
    expect(row?.id).toBe('r-0');
    expect(row?.columns[0]?.width).toBe(12);
    expect(row?.columns[0]?.widgets[0]).toMatchObject({ kind: 'countdown', settings: {} });
  });

  it('drops undefined settings when saving', () => {
    const rows = parseLayout([{ id: 'r', columns: [{ id: 'c', widgets: [] }] }], {
      keepEmpty: true,
    });
    rows[0]!.columns[0]!.widgets.push({
      id: 'w',
      kind: 'media_carousel',
      settings: { album_id: undefined, limit: 8 },
    });
    expect(JSON.stringify(serializeLayout(rows))).toContain('"settings":{"limit":8}');
  });
});
