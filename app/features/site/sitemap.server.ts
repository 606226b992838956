import { addDays, indiaToday } from "~/clock/india-clock";
import { cityDayPath } from "~/domain/city-day";
import { DAY_PERIOD_KINDS } from "~/domain/city-day";
import { GOCHAR_SLUGS, type GocharGraha, gocharPath } from "~/domain/gochar";
import { eclipsePath, grahanPath } from "~/domain/grahan";
import { hinduCalendarPath } from "~/domain/hindu-month-paths";
import { dailyPath, PREDICTION_LANGUAGES, SIGNS } from "~/domain/horoscope";
import { type Language, LANGUAGES } from "~/domain/language";
import { MUHURAT_SLUGS, muhuratPath, type MuhuratSlugKind } from "~/domain/muhurat-paths";
import { MAIN_PANCHANG_CITIES } from "~/domain/panchang-cities";
import { indiaYear, yearlyPath } from "~/domain/yearly-horoscope";
import { getDb } from "~/infra/db.server";
import { eclipsesOfYear } from "~/jyotish";
import { CALENDAR_MONTHS, festivalMonthPath } from "~/seo/festival-calendar";
import { listPublishedBlogSlugs } from "~/services/blogs.server";
import { festivalYears } from "~/services/festivals.server";
import { publishedYearlyYears } from "~/services/yearly-horoscopes.server";

/**
 * A page in the editions it exists in: `path` is its English address, `languages` the editions
 * worth listing (each is listed at its own address, and a page in both names the other as its
 * alternate).
 */
export type SitemapEntry = { path: string; languages: readonly Language[]; lastmod?: string };

const BOTH = LANGUAGES;

const STATIC_PAGES = [
  "/",
  "/yearly-horoscope",
  "/kundli",
  "/kundli-milan",
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

/** The editions among `languages` that `has` holds, in the site's order. */
const editionsWith = (has: (language: Language) => boolean) => LANGUAGES.filter(has);

/**
 * Every public page's canonical path in English (relative; the route makes them absolute) with
 * the editions it is listed in: a page whose text is not written in a language (a year or a day
 * not published in Hindi, an article in the other language) is left out of that edition.
 */
export async function sitemapEntries(now: Date): Promise<SitemapEntry[]> {
  const today = indiaToday(now);
  const db = await getDb();
  const [blogs, englishYears, hindiYears, calendarYears, days] = await Promise.all([
    listPublishedBlogSlugs(today),
    publishedYearlyYears("en"),
    publishedYearlyYears("hi"),
    festivalYears(),
    db
      .selectFrom("horoscopePredictions")
      .select(["predictionDate", "sign", "language"])
      .where("language", "in", [PREDICTION_LANGUAGES.en, PREDICTION_LANGUAGES.hi])
      .where("predictionDate", ">=", addDays(today, -DAILY_DAYS_BACK))
      .where("predictionDate", "<=", addDays(today, 1))
      .orderBy("predictionDate", "desc")
      .orderBy("sign")
      .execute(),
  ]);
  const entries: SitemapEntry[] = STATIC_PAGES.map((path) => ({ path, languages: BOTH }));
  // Each published year's pages at their own addresses, which the undated pages name as canonical.
  const yearsByLanguage: Record<Language, readonly number[]> = { en: englishYears, hi: hindiYears };
  for (const year of [...new Set([...englishYears, ...hindiYears])].sort((a, b) => a - b)) {
    const languages = editionsWith((language) => yearsByLanguage[language].includes(year));
    for (const sign of SIGNS) entries.push({ path: yearlyPath(year, sign.yearlySlug), languages });
  }
  // A day's English text makes its English page; its Hindi text, its Hindi page (a Hindi page
  // showing the English text is noindex and not listed).
  const written = new Map<string, Set<string>>();
  for (const row of days) {
    const key = `${row.predictionDate}/${row.sign.toLowerCase()}`;
    written.set(key, (written.get(key) ?? new Set()).add(row.language));
  }
  for (const [key, languagesWritten] of written) {
    const [date, slug] = key.split("/");
    const sign = SIGNS.find((s) => s.slug === slug);
    const languages = editionsWith((language) => languagesWritten.has(PREDICTION_LANGUAGES[language]));
    if (sign && languages.length > 0) entries.push({ path: dailyPath(date, sign), languages, lastmod: date });
  }
  // /festival shows the current month's page and names it as canonical, so only the months are
  // listed: the current year's at /festival/{month}, every other year's at /festival/{year}/{month}.
  const current = indiaYear(now);
  for (const year of [...new Set([...calendarYears, current])].sort((a, b) => a - b)) {
    for (const month of CALENDAR_MONTHS) entries.push({ path: festivalMonthPath(year, month.index, year !== current), languages: BOTH });
  }
  // The main cities' panchang of today (every day of every city is a page, but a sitemap of them
  // would be millions of addresses of equal worth).
  for (const city of MAIN_PANCHANG_CITIES) entries.push({ path: cityDayPath("panchang", city), languages: BOTH, lastmod: today });
  // Their choghadiya and hora of today, the daily searches the panchang leads to.
  for (const kind of DAY_PERIOD_KINDS)
    for (const city of MAIN_PANCHANG_CITIES) entries.push({ path: cityDayPath(kind, city), languages: BOTH, lastmod: today });
  // The main cities' Hindu calendar of every month of this year and the next: the months
  // searched for ahead of their vrats (the same main cities' months the handle keeps reckoned).
  for (const city of MAIN_PANCHANG_CITIES)
    for (const year of [current, current + 1])
      for (let month = 1; month <= 12; month++) entries.push({ path: hinduCalendarPath(city, year, month), languages: BOTH });
  // Every ceremony's muhurat calendar of this year and the next, for New Delhi.
  for (const kind of Object.keys(MUHURAT_SLUGS) as MuhuratSlugKind[])
    for (const year of [current, current + 1]) entries.push({ path: muhuratPath(kind, year), languages: BOTH });
  // The eclipses of this year and the next, and each eclipse's page, for New Delhi.
  entries.push({ path: grahanPath(), languages: BOTH });
  for (const year of [current, current + 1]) {
    entries.push({ path: grahanPath(year), languages: BOTH });
    // The eclipses alone, not a city's view of them: a few milliseconds, and no wait on the sky pool.
    for (const eclipse of eclipsesOfYear(year)) entries.push({ path: eclipsePath(eclipse.body, eclipse.date), languages: BOTH });
  }
  // Each graha's transits of this year and the next.
  entries.push({ path: gocharPath(), languages: BOTH });
  for (const graha of Object.keys(GOCHAR_SLUGS) as GocharGraha[])
    for (const year of [current, current + 1]) entries.push({ path: gocharPath(graha, year), languages: BOTH });
  // An article is written in one language and lives in that edition only.
  for (const blog of blogs) entries.push({ path: `/blogs/${blog.slug}`, languages: [blog.language], lastmod: blog.scheduleDate });
  return entries;
}
