/**
 * Page numbers to offer around the current page: at most `size` of them, the current
 * one as central as the range allows (spec §9: "pagination window 5").
 */
export function pageWindow(current: number, pageCount: number, size = 5): number[] {
  if (pageCount <= 0) return [];
  const half = Math.floor(size / 2);
  const start = Math.max(1, Math.min(current - half, pageCount - size + 1));
  const end = Math.min(pageCount, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** A page number from the query string: a whole number ≥ 1, or null when it is not one. */
export function parsePageParam(value: string | null): number | null {
  if (value === null || value === "") return 1;
  if (!/^\d{1,6}$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 ? page : null;
}
