// Blogs: the spec's words and limits (public-and-customer §2 "Blogs", §8 "Blogs", §9).
export const BLOG_PAGE_SIZE = 16;
/** Spec §7/§9: the list starts at this fixed date. */
export const BLOG_LIST_START = "2025-01-01";
export const HOME_CAROUSEL_SIZE = 3;

export const blogMessages = {
  empty: "No blogs available at the moment. Please check back later.",
  failed: (message: string) => `Error: ${message}. Please try again later.`,
  notFound: "Blog not found. Please check the URL.",
  contentMissing: "Blog content not available.",
  invalidDate: "Invalid date.",
} as const;

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** A schedule date ('YYYY-MM-DD' or the old yyyymmdd number) as '21 November 2026'. */
export function formatBlogDate(value: string | number | null | undefined): string {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(String(value ?? ""));
  if (!match) return blogMessages.invalidDate;
  const [, y, m, d] = match;
  const date = new Date(`${y}-${m}-${d}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${y}-${m}-${d}`) {
    return blogMessages.invalidDate;
  }
  return `${Number(d)} ${MONTHS[Number(m) - 1]} ${y}`;
}

/** Slugs are ASCII (slug.ts); encoding keeps an odd one from an old address a valid Location. */
export function blogPath(slug: string): string {
  return `/blogs/${encodeURIComponent(slug)}`;
}
