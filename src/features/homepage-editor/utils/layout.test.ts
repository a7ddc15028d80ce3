import { describe, expect, it } from 'vitest';
import { isSitePath } from '@/features/homepage-editor/utils/hero-link';
import { move, parseLayout, serializeLayout } from '@/features/homepage-editor/utils/layout';

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

describe('parseLayout / serializeLayout', () => {
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
    expect(serializeLayout(parseLayout(stored))).toEqual([
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
    const [row] = parseLayout([{ columns: [{ width: 40, widgets: [{ kind: 'countdown' }] }] }]);
    expect(row?.id).toMatch(/^row-/);
    expect(row?.columns[0]?.width).toBe(12);
    expect(row?.columns[0]?.widgets[0]).toMatchObject({ kind: 'countdown', settings: {} });
  });

  it('drops undefined settings when saving', () => {
    const rows = parseLayout([{ id: 'r', columns: [{ id: 'c', widgets: [] }] }]);
    rows[0]!.columns[0]!.widgets.push({
      id: 'w',
      kind: 'media_carousel',
      settings: { album_id: undefined, limit: 8 },
    });
    expect(JSON.stringify(serializeLayout(rows))).toContain('"settings":{"limit":8}');
  });
});

describe('isSitePath', () => {
  it.each(['/matches', '/news/finale-di-coppa', '/', '/tables?season=2'])('accepts %s', (link) => {
    expect(isSitePath(link)).toBe(true);
  });

  it.each([
    'https://evil.example',
    'matches',
    '//evil.example',
    '/\\evil.example',
    '/a b',
    'javascript:alert(1)',
    '/tab\there',
  ])('refuses %s', (link) => {
    expect(isSitePath(link)).toBe(false);
  });
});
