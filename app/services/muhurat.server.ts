import { formatDayMonth } from "~/domain/india-date";
import type { Language } from "~/domain/language";
import type { PanchangCity } from "~/domain/panchang-cities";
import { keptStore } from "~/infra/kept-store.server";
import { type MuhuratKind, type MuhuratYear, muhuratYear, VARAS } from "~/jyotish";
import { translator } from "~/locales/i18n";
import { nakshatraWords, spanWords, tithiWords } from "~/seo/panchang-page";

// A ceremony's muhurats of a year for a city, reckoned once (a tenth to a fifth of a second),
// and its days in words once a language: a year is a few hundred small records, and the store
// keeps the most recently asked two hundred, so a crawler walking every city's every year holds
// at most that many.
const MAX_YEARS = 200;
const years = keptStore<MuhuratYear>(MAX_YEARS);
const worded = keptStore<MuhuratDayWords[]>(MAX_YEARS);

export function muhuratYearOf(kind: MuhuratKind, city: PanchangCity, year: number): MuhuratYear {
  return years.kept(`${kind}/${city.slug}/${year}`, () => muhuratYear(kind, year, city));
}

/** A day of a muhurat calendar as its page says it: '5 February (Fri)', and each window with its reasons. */
export type MuhuratDayWords = { date: string; heading: string; windows: string[] };

/** The year's days in words, in a language: made once, as the page draws them on every render. */
export function muhuratWordsOf(kind: MuhuratKind, city: PanchangCity, year: number, language: Language): MuhuratDayWords[] {
  return worded.kept(`${kind}/${city.slug}/${year}/${language}`, () => {
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
