import { formatDayMonth } from "~/domain/india-date";
import type { Language } from "~/domain/language";
import type { PanchangCity } from "~/domain/panchang-cities";
import { type MuhuratKind, type MuhuratYear, muhuratYear, VARAS } from "~/jyotish";
import { translator } from "~/locales/i18n";
import { nakshatraWords, spanWords, tithiWords } from "~/seo/panchang-page";

// A ceremony's muhurats of a year for a city, reckoned once (a tenth to a fifth of a second),
// and its days in words once a language: a year is a few hundred small records, and the store
// keeps the most recently asked two hundred, so a crawler walking every city's every year holds
// at most that many.
const MAX_YEARS = 200;
const years = new Map<string, MuhuratYear>();
const worded = new Map<string, MuhuratDayWords[]>();

function kept<T>(store: Map<string, T>, key: string, make: () => T): T {
  const found = store.get(key);
  if (found !== undefined) {
    // Used again: it goes to the back of the queue.
    store.delete(key);
    store.set(key, found);
    return found;
  }
  const made = make();
  if (store.size >= MAX_YEARS) store.delete(store.keys().next().value!);
  store.set(key, made);
  return made;
}

export function muhuratYearOf(kind: MuhuratKind, city: PanchangCity, year: number): MuhuratYear {
  return kept(years, `${kind}/${city.slug}/${year}`, () => muhuratYear(kind, year, city));
}

/** A day of a muhurat calendar as its page says it: '5 February (Fri)', and each window with its reasons. */
export type MuhuratDayWords = { date: string; heading: string; windows: string[] };

/** The year's days in words, in a language: made once, as the page draws them on every render. */
export function muhuratWordsOf(kind: MuhuratKind, city: PanchangCity, year: number, language: Language): MuhuratDayWords[] {
  return kept(worded, `${kind}/${city.slug}/${year}/${language}`, () => {
    const t = translator(language);
    return muhuratYearOf(kind, city, year).days.map((day) => ({
      date: day.date,
      heading: t("muhurat:day", {
        date: formatDayMonth(day.date, language),
        weekday: t(`calendar:weekday.${VARAS[day.weekday]}`),
      }),
      windows: day.windows.map(
        (window) =>
          `${spanWords(t, window, language, day.date)}: ${t("muhurat:reason", { nakshatra: nakshatraWords(t, window.nakshatra), tithi: tithiWords(t, window.tithi) })}`,
      ),
    }));
  });
}
