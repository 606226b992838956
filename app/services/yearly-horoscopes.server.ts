import { type Sign, signNeighbours } from "~/domain/horoscope";
import { chooseYearlyYear, type YearlyLanguage, type YearlySections } from "~/domain/yearly-horoscope";
import { dropsOf, onChange } from "~/infra/change-notices.server";
import { getDb } from "~/infra/db.server";

// The public side of the yearly horoscopes: which years are published, which one
// /yearly-horoscope/{sign} shows, and one sign's text. Administrators write them through
// yearly-admin.server.ts.

// Every instance drops this when an administrator publishes or withdraws a year; the TTL only
// bounds how long an instance that missed the notice keeps the old list.
const TTL_MS = 5 * 60_000;
const cache = new Map<YearlyLanguage, { years: number[]; until: number }>();

/** The published years of a language, oldest first, from memory when fresh. */
export async function publishedYearlyYears(language: YearlyLanguage = "en", now = Date.now()): Promise<number[]> {
  const cached = cache.get(language);
  if (cached && cached.until > now) return cached.years;
  const drops = dropsOf("yearly-horoscopes");
  const db = await getDb();
  const rows = await db
    .selectFrom("yearlyHoroscopeYears")
    .select("year")
    .where("language", "=", language)
    .where("publishedAt", "is not", null)
    .orderBy("year", "asc")
    .execute();
  const years = rows.map((row) => row.year);
  if (dropsOf("yearly-horoscopes") === drops) cache.set(language, { years, until: now + TTL_MS });
  return years;
}

onChange("yearly-horoscopes", () => cache.clear());

/** The year the undated pages show at `now`, or null when no year is published. */
export async function yearlyYearShown(now: Date, language: YearlyLanguage = "en"): Promise<number | null> {
  return chooseYearlyYear(await publishedYearlyYears(language), now);
}

// The published texts, kept like the list of years: a dozen signs a year, a few KB each. Reading the
// row and parsing its JSON is a large share of a yearly page's cache miss (decision 060).
const sectionsCache = new Map<string, { sections: YearlySections | null; until: number }>();
onChange("yearly-horoscopes", () => sectionsCache.clear());

/** A sign's stored text in any year, published or not (the editor's starting values), from the database. */
export async function storedYearlySections(year: number, sign: Sign, language: YearlyLanguage = "en"): Promise<YearlySections | null> {
  const db = await getDb();
  const row = await db
    .selectFrom("yearlyHoroscopes")
    .select("sections")
    .where("year", "=", year)
    .where("language", "=", language)
    .where("sign", "=", sign.slug)
    .executeTakeFirst();
  return row?.sections ?? null;
}

/** One sign's text in a published year, or null when the year is not published or the sign not written. */
export async function publishedYearlySections(
  year: number,
  sign: Sign,
  language: YearlyLanguage = "en",
  now = Date.now(),
): Promise<YearlySections | null> {
  if (!(await publishedYearlyYears(language)).includes(year)) return null;
  const key = `${year}/${language}/${sign.slug}`;
  const cached = sectionsCache.get(key);
  if (cached && cached.until > now) return cached.sections;
  const drops = dropsOf("yearly-horoscopes");
  const sections = await storedYearlySections(year, sign, language);
  if (dropsOf("yearly-horoscopes") === drops) sectionsCache.set(key, { sections, until: now + TTL_MS });
  return sections;
}

/** What a yearly page shows: the sign's text for the year, its neighbours and the other published years. */
export async function yearlyPage(year: number, sign: Sign, language: YearlyLanguage = "en") {
  const other = language === "en" ? "hi" : "en";
  const [sections, years, otherEditionYears] = await Promise.all([
    publishedYearlySections(year, sign, language),
    publishedYearlyYears(language),
    publishedYearlyYears(other),
  ]);
  if (!sections) return null;
  return {
    year,
    signSlug: sign.slug,
    sections,
    ...signNeighbours(sign),
    otherYears: years.filter((other) => other !== year),
    /** The year is published in the other edition too: the page names it as its twin. */
    twin: otherEditionYears.includes(year),
  };
}
