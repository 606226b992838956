import { CALENDAR_MONTHS, festivalMonthPath } from "~/domain/festival-calendar";
import { dailyPath, SIGNS } from "~/domain/horoscope";
import { addDays, indiaToday } from "~/domain/india-date";
import { indiaYear, yearlyPath } from "~/domain/yearly-horoscope";
import { getDb } from "~/infra/db.server";

import { listPublishedBlogSlugs } from "./blogs.server";
import { festivalYears } from "./festivals.server";
import { publishedYearlyYears } from "./yearly-horoscopes.server";

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
  "/privacy-notice",
  "/refund-policy",
  "/terms-and-conditions",
  "/grievance",
  "/signup",
];

/** Days of dated horoscope pages listed: the last month up to tomorrow. */
const DAILY_DAYS_BACK = 30;

/** Every public page's canonical path (relative; the route makes them absolute). */
export async function sitemapEntries(now: Date): Promise<SitemapEntry[]> {
  const today = indiaToday(now);
  const db = await getDb();
  const [blogs, yearlyYears, calendarYears, days] = await Promise.all([
    listPublishedBlogSlugs(today),
    publishedYearlyYears(),
    festivalYears(),
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
  // Each published year's pages at their own addresses, which the undated pages name as canonical.
  for (const year of yearlyYears) {
    for (const sign of SIGNS) entries.push({ path: yearlyPath(year, sign.yearlySlug) });
  }
  for (const row of days) {
    const sign = SIGNS.find((s) => s.slug === row.sign);
    if (sign) entries.push({ path: dailyPath(row.predictionDate, sign), lastmod: row.predictionDate });
  }
  // /festival shows the current month's page and names it as canonical, so only the months are
  // listed: the current year's at /festival/{month}, every other year's at /festival/{year}/{month}.
  const current = indiaYear(now);
  for (const year of [...new Set([...calendarYears, current])].sort((a, b) => a - b)) {
    for (const month of CALENDAR_MONTHS) entries.push({ path: festivalMonthPath(year, month.index, year !== current) });
  }
  for (const blog of blogs) entries.push({ path: `/blogs/${blog.slug}`, lastmod: blog.scheduleDate });
  return entries;
}
