import { MONTHS } from "~/content/festivals/2025";
import { dailyPath, SIGNS } from "~/domain/horoscope";
import { addDays, indiaToday } from "~/domain/india-date";
import { getDb } from "~/infra/db.server";

import { listPublishedBlogSlugs } from "./blogs.server";

export type SitemapEntry = { path: string; lastmod?: string };

const STATIC_PAGES = [
  "/",
  "/yearly-horoscope",
  "/blogs",
  "/call-with-astrologer",
  "/chat-with-astrologer",
  "/app-download",
  "/faq",
  "/about",
  "/privacy-policy",
  "/refund-policy",
  "/terms-and-conditions",
  "/signup",
];

/** Days of dated horoscope pages listed: the last month up to tomorrow. */
const DAILY_DAYS_BACK = 30;

/** Every public page's canonical path (relative; the route makes them absolute). */
export async function sitemapEntries(now: Date): Promise<SitemapEntry[]> {
  const today = indiaToday(now);
  const db = await getDb();
  const [blogs, days] = await Promise.all([
    listPublishedBlogSlugs(today),
    db
      .selectFrom("horoscopePredictions")
      .select(["predictionDate", "sign"])
      .where("language", "=", "english")
      .where("predictionDate", ">=", addDays(today, -DAILY_DAYS_BACK))
      .where("predictionDate", "<=", addDays(today, 1))
      .orderBy("predictionDate", "desc")
      .execute(),
  ]);
  const entries: SitemapEntry[] = STATIC_PAGES.map((path) => ({ path }));
  for (const sign of SIGNS) entries.push({ path: `/yearly-horoscope/${sign.yearlySlug}` });
  for (const row of days) {
    const sign = SIGNS.find((s) => s.slug === row.sign);
    if (sign) entries.push({ path: dailyPath(row.predictionDate, sign), lastmod: row.predictionDate });
  }
  // /festival shows the current month's page and names it as canonical, so only the months are listed.
  for (const month of MONTHS) entries.push({ path: `/festival/${month}` });
  for (const blog of blogs) entries.push({ path: `/blogs/${blog.slug}`, lastmod: blog.scheduleDate });
  return entries;
}
