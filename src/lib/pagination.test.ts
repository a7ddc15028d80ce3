import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, pageCount, pageToRange, parsePage, rangeToPage } from '@/lib/pagination';

describe('pagination helpers', () => {
  it('uses pages of 20 rows', () => {
    expect(PAGE_SIZE).toBe(20);
  });

  it('turns a 1-based page into an inclusive range', () => {
    expect(pageToRange(1)).toEqual({ from: 0, to: 19 });
    expect(pageToRange(3)).toEqual({ from: 40, to: 59 });
    expect(pageToRange(2, 5)).toEqual({ from: 5, to: 9 });
    expect(pageToRange(0)).toEqual({ from: 0, to: 19 });
  });

  it('turns an offset back into its page', () => {
    expect(rangeToPage(0)).toBe(1);
    expect(rangeToPage(19)).toBe(1);
    expect(rangeToPage(20)).toBe(2);
    expect(rangeToPage(45, 10)).toBe(5);
  });

  it('counts pages, with at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(101, 50)).toBe(3);
  });

  it.each([
    [null, 1],
    ['', 1],
    ['abc', 1],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['4', 4],
  ])('parses the page parameter %j as %i', (value, page) => {
    expect(parsePage(value)).toBe(page);
  });
});
