import { type EclipseLine, eclipsePath, INDIA_LOOKOUTS } from "~/domain/grahan";
import type { Language } from "~/domain/language";
import { PANCHANG_FIRST_YEAR, PANCHANG_LAST_YEAR, type PanchangCity } from "~/domain/panchang-cities";
import { keptPromises } from "~/infra/kept-store.server";
import { isSkyBusy, reckonGrahanYear, reckonLookouts } from "~/infra/sky-worker.server";
import { eclipseTouchesDate, type SeenEclipse, type Span } from "~/jyotish";
import { translator } from "~/locales/i18n";
import { cityNames, findPanchangCity } from "~/services/panchang.server";
import { spanWords } from "~/words/sky-words";

// A city's eclipses of a year, reckoned once on the sky pool (ten to thirty milliseconds): a
// year has four to seven, a few hundred bytes, so the store keeps the most recently asked two
// thousand. Where in India each is seen is reckoned once a year for a few places across India
// (a tenth of a second or two), whatever the city.
const MAX_YEARS = 2_000;
const years = keptPromises<SeenEclipse[]>(MAX_YEARS);
const MAX_LOOKOUT_YEARS = 24;
const lookouts = keptPromises<{ date: string; body: string; seen: (Span | null)[] }[]>(MAX_LOOKOUT_YEARS);

/** A city's eclipses of a year, reckoned once; SkyBusy when the pool is full. */
export function grahanYearOf(city: PanchangCity, year: number): Promise<SeenEclipse[]> {
  return years.kept(`${city.slug}/${year}`, () => reckonGrahanYear(year, city));
}

async function lookoutCities(): Promise<PanchangCity[]> {
  const found = await Promise.all(INDIA_LOOKOUTS.map((slug) => findPanchangCity(slug)));
  return found.filter((city): city is PanchangCity => city !== null);
}

/** Where in India an eclipse is seen: each lookout city that sees it, with the part it sees. */
export type IndiaSight = { all: boolean; places: { slug: string; name: string; seen: Span }[] };

/** For each eclipse of a year (by its date and body), where in India it is seen. */
export async function whereInIndia(year: number, language: Language): Promise<Map<string, IndiaSight>> {
  const cities = await lookoutCities();
  const reckoned = await lookouts.kept(String(year), async () =>
    (await reckonLookouts(year, cities)).map(({ eclipse, seen }) => ({ date: eclipse.date, body: eclipse.body, seen })),
  );
  return new Map(
    reckoned.map(({ date, body, seen }) => {
      const places = cities.flatMap((city, index) => {
        const span = seen[index];
        return span ? [{ slug: city.slug, name: cityNames(city, language).city, seen: span }] : [];
      });
      return [`${body}/${date}`, { all: places.length === cities.length, places }];
    }),
  );
}

/** The eclipses a city's India date shows: those whose eclipse or sutak touches it. */
export async function eclipsesOnDate(city: PanchangCity, isoDate: string): Promise<SeenEclipse[]> {
  const year = Number(isoDate.slice(0, 4));
  const month = isoDate.slice(5, 7);
  // An eclipse of a year's last night touches the next year's first day, and a sutak that begins
  // on 31 December may be of an eclipse of the next year.
  const nearYears = [month === "01" ? year - 1 : null, year, month === "12" ? year + 1 : null].filter(
    (near): near is number => near !== null && near >= PANCHANG_FIRST_YEAR && near <= PANCHANG_LAST_YEAR,
  );
  const seen = (await Promise.all(nearYears.map((near) => grahanYearOf(city, near)))).flat();
  return seen.filter((eclipse) => eclipseTouchesDate(eclipse, isoDate));
}

/**
 * The eclipses of a city's India date in a line each: whether the city sees it and when, and its
 * sutak there ("Chandra Grahan: seen 6:22 pm to 6:48 pm; sutak 9:39 am to 6:48 pm").
 */
export async function eclipseLinesOf(city: PanchangCity, isoDate: string, language: Language): Promise<EclipseLine[]> {
  const t = translator(language);
  const name = cityNames(city, language).city;
  return (await eclipsesOnDate(city, isoDate)).map((seen) => {
    const values = {
      body: `${t(`grahan:body.${seen.eclipse.body}`)}, ${t(`grahan:kind.${seen.eclipse.kind}`)}`,
      seen: seen.seen
        ? t("grahan:daySeen", { city: name, span: spanWords(t, seen.seen, language, isoDate) })
        : t("grahan:dayNotSeen", { city: name }),
      sutak: seen.sutak ? spanWords(t, seen.sutak, language, isoDate) : "",
    };
    return {
      path: eclipsePath(seen.eclipse.body, seen.eclipse.date, city.slug),
      words: t(seen.sutak ? "grahan:dayLineSutak" : "grahan:dayLine", values),
    };
  });
}

/** The eclipses of each day of a city's Gregorian month (1–12), a line each, by date. */
export async function eclipseLinesOfMonth(
  city: PanchangCity,
  year: number,
  month: number,
  language: Language,
): Promise<(EclipseLine & { date: string })[]> {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const dates = Array.from({ length: days }, (_, i) => `${year}-${String(month).padStart(2, "0")}-${String(i + 1).padStart(2, "0")}`);
  const lines = await Promise.all(
    dates.map(async (date) => (await eclipseLinesOf(city, date, language)).map((line) => ({ ...line, date }))),
  );
  return lines.flat();
}

/**
 * The month's eclipse lines for a page that needs the sky pool for nothing else (the festival
 * month): none when the pool is full, rather than the page refused for want of them.
 */
export async function eclipseLinesOfMonthIfFree(
  city: PanchangCity,
  year: number,
  month: number,
  language: Language,
): Promise<(EclipseLine & { date: string })[]> {
  try {
    return await eclipseLinesOfMonth(city, year, month, language);
  } catch (error) {
    if (isSkyBusy(error)) return [];
    throw error;
  }
}
