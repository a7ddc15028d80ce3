/** Rows per page of every admin list. */
export const PAGE_SIZE = 20;

/** The inclusive row range of a 1-based page, as PostgREST's `.range(from, to)` wants it. */
export function pageToRange(page: number, pageSize = PAGE_SIZE): { from: number; to: number } {
  const from = (Math.max(1, Math.floor(page)) - 1) * pageSize;
  return { from, to: from + pageSize - 1 };
}

/** The 1-based page holding a row offset. */
export function rangeToPage(from: number, pageSize = PAGE_SIZE): number {
  return Math.floor(Math.max(0, from) / pageSize) + 1;
}

/** Number of pages for `total` rows; an empty list still has one (empty) page. */
export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * A page number from the URL (`?page=3`). Anything missing, malformed or below 1 is page 1, so a
 * hand-edited link never breaks the list.
 */
export function parsePage(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
