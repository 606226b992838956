// Blogs: the spec's words and limits (public-and-customer §2 "Blogs", §8 "Blogs", §9).
import { monthName } from "./india-date";
import type { Language } from "./language";

export const BLOG_PAGE_SIZE = 16;
/** Spec §7/§9: the list starts at this fixed date. */
export const BLOG_LIST_START = "2025-01-01";
export const HOME_CAROUSEL_SIZE = 3;

/**
 * A schedule date ('YYYY-MM-DD' or the old yyyymmdd number) as '21 November 2026' ('21 नवंबर
 * 2026'), or `invalid` when it is no date.
 */
export function formatBlogDate(value: string | number | null | undefined, language: Language, invalid: string): string {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(String(value ?? ""));
  if (!match) return invalid;
  const [, y, m, d] = match;
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  // By arithmetic, not a Date: every card of a list page formats one (the render profile).
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return invalid;
  return `${day} ${monthName(month, language)} ${y}`;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Slugs are ASCII (slug.ts); encoding keeps an odd one from an old address a valid Location. */
export function blogPath(slug: string): string {
  return `/blogs/${encodeURIComponent(slug)}`;
}
