// Paged lists (the blogs, the Call and Chat lists, the admin dashboard): which page numbers to
// offer and how a page number is read from an address. One rule for every list.

/**
 * The pager's words in the page's language: the eye sees "Previous", "3" and "Next", a screen
 * reader hears "Previous page", "Page 3" and "Next page".
 */
export type PaginationWords = { previous: string; next: string; page: string; pageNumber: string };

/** Spec public-and-customer §9: "pagination window 5". */
export const PAGINATION_WINDOW = 5;

/**
 * At most `size` consecutive page numbers around the current page, within 1..pageCount: the
 * current one as central as the range allows.
 */
export function pageWindow(current: number, pageCount: number, size = PAGINATION_WINDOW): number[] {
  if (pageCount < 1 || size < 1) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), pageCount);
  const length = Math.min(size, pageCount);
  const start = Math.min(Math.max(1, page - Math.floor((length - 1) / 2)), pageCount - length + 1);
  return Array.from({ length }, (_, i) => start + i);
}

/** How many pages `total` items fill, `pageSize` a page. */
export function pageCountFor(total: number, pageSize: number): number {
  return total > 0 ? Math.ceil(total / pageSize) : 0;
}

/**
 * A page number from the query string: a whole number ≥ 1 of up to six digits, 1 when absent or
 * empty, or null when it is not one (the list decides: a 404, or its first page).
 */
export function parsePageParam(value: string | null): number | null {
  if (value === null || value === "") return 1;
  if (!/^\d{1,6}$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 ? page : null;
}
