import { describe, expect, it } from 'vitest';
import { allWidgets, hasLimit, parseLayout, safePath } from '@/features/homepage/utils/layout';

describe('parseLayout', () => {
  it('reads rows, columns and widgets, keeping settings', () => {
    const rows = parseLayout([
      {
        id: 'r1',
        columns: [
          {
            id: 'c1',
            width: 8,
            widgets: [{ id: 'w1', kind: 'hero', settings: { title: 'Ciao' } }],
          },
        ],
      },
    ]);
    expect(rows).toEqual([
      {
        id: 'r1',
        columns: [
          {
            id: 'c1',
            width: 8,
            widgets: [{ id: 'w1', kind: 'hero', settings: { title: 'Ciao' } }],
          },
        ],
      },
    ]);
  });

  it('drops unknown widget kinds and the rows and columns left empty', () => {
    const rows = parseLayout([
      { columns: [{ widgets: [{ kind: 'weather' }] }] },
      { columns: [{ width: 40, widgets: [{ kind: 'countdown' }, 'junk'] }, { widgets: [] }] },
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.columns).toHaveLength(1);
    expect(rows[0]?.columns[0]).toMatchObject({
      width: 12,
      widgets: [{ kind: 'countdown', settings: {} }],
    });
  });

  it('treats anything but an array as an empty layout', () => {
    expect(parseLayout(null)).toEqual([]);
    expect(parseLayout({ rows: [] })).toEqual([]);
  });
});

describe('allWidgets', () => {
  it('lists the widgets in reading order', () => {
    const rows = parseLayout([
      {
        columns: [
          { widgets: [{ id: 'a', kind: 'hero' }] },
          { widgets: [{ id: 'b', kind: 'countdown' }] },
        ],
      },
      { columns: [{ widgets: [{ id: 'c', kind: 'latest_news' }] }] },
    ]);
    expect(allWidgets(rows).map((widget) => widget.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('hasLimit', () => {
  it('names the kinds whose settings hold how many items they show', () => {
    expect(hasLimit('latest_news')).toBe(true);
    expect(hasLimit('league_table')).toBe(true);
    expect(hasLimit('hero')).toBe(false);
    expect(hasLimit('pinned_article')).toBe(false);
  });
});

describe('safePath', () => {
  it('accepts in-app paths only', () => {
    expect(safePath('/matches')).toBe('/matches');
    expect(safePath('//evil.example')).toBeNull();
    expect(safePath('https://evil.example')).toBeNull();
    expect(safePath('/a b')).toBeNull();
  });
});
