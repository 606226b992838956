import { formatDayMonth } from "~/domain/india-date";
import { formatIndiaClock } from "~/domain/india-times";
import type { Language } from "~/domain/language";
import type { PanchangCity } from "~/domain/panchang-cities";
import { keptPromises } from "~/infra/kept-store.server";
import { reckonMuhuratYear } from "~/infra/sky-worker.server";
import { type MuhuratKind, type MuhuratYear, VARAS } from "~/jyotish";
import { translator } from "~/locales/i18n";
import { nakshatraWords, spanWords, tithiWords } from "~/words/sky-words";

// A ceremony's muhurats of a year for a city, reckoned once on the sky pool (a tenth to a fifth
// of a second), and its days in words once a language: a year is a few hundred small records, and
// the store keeps the most recently asked two hundred, so a crawler walking every city's every
// year holds at most that many.
const MAX_YEARS = 200;
const years = keptPromises<MuhuratYear>(MAX_YEARS);
const worded = keptPromises<MuhuratDayWords[]>(MAX_YEARS);

/** A ceremony's muhurats of a year for a city, reckoned once; SkyBusy when the pool is full. */
export function muhuratYearOf(kind: MuhuratKind, city: PanchangCity, year: number): Promise<MuhuratYear> {
  return years.kept(`${kind}/${city.slug}/${year}`, () => reckonMuhuratYear(kind, year, city));
}

/** A day of a muhurat calendar as its page says it: '5 February (Fri)', and each window with its reasons. */
export type MuhuratDayWords = { date: string; heading: string; windows: string[] };

/** The year's days in words, in a language: made once, as the page draws them on every render. */
export function muhuratWordsOf(kind: MuhuratKind, city: PanchangCity, year: number, language: Language): Promise<MuhuratDayWords[]> {
  return worded.kept(`${kind}/${city.slug}/${year}/${language}`, async () => {
    const t = translator(language);
    return (await muhuratYearOf(kind, city, year)).days.map((day) => ({
      date: day.date,
      heading: t("muhurat:day", {
        date: formatDayMonth(day.date, language),
        weekday: t(`calendar:weekday.${VARAS[day.weekday]}`),
      }),
      windows: day.windows.map((window) => {
        // Where the tithi or the nakshatra changes inside the window, each later part says from
        // when, naming only what changed: 'Mrigashira, Shukla Dwadashi; from 9:40 am Shukla Trayodashi'.
        const [first, ...later] = window.parts;
        const changes = later.map((part, i) => {
          const before = window.parts[i];
          const changed = [
            ...(part.nakshatra !== before.nakshatra ? [nakshatraWords(t, part.nakshatra)] : []),
            ...(part.tithi !== before.tithi ? [tithiWords(t, part.tithi)] : []),
          ];
          return t("muhurat:partFrom", { time: formatIndiaClock(part.start, language, day.date), what: changed.join(", ") });
        });
        const reasons = [
          t("muhurat:reason", { nakshatra: nakshatraWords(t, first.nakshatra), tithi: tithiWords(t, first.tithi) }),
          ...changes,
        ];
        return `${spanWords(t, window, language, day.date)}: ${reasons.join("; ")}`;
      }),
    }));
  });
}
