import { type GocharGraha, type GocharLine, gocharPath } from "~/domain/gochar";
import { formatIndiaClock } from "~/domain/india-times";
import type { Language } from "~/domain/language";
import { PANCHANG_FIRST_YEAR, PANCHANG_LAST_YEAR } from "~/domain/panchang-cities";
import { keptPromises } from "~/infra/kept-store.server";
import { isSkyBusy, reckonGocharYear } from "~/infra/sky-worker.server";
import { gocharEventsOn, type GocharYear } from "~/jyotish";
import { translator } from "~/locales/i18n";
import { gocharEventWords } from "~/words/sky-words";

// A graha's transits of a year, reckoned once on the sky pool (a few to seventy milliseconds) and
// kept: nine grahas and the panchang's two hundred years are at most 1,809, a few kilobytes each
// but the Moon's; the store keeps the most recently asked four hundred.
const MAX_YEARS = 400;
const years = keptPromises<GocharYear>(MAX_YEARS);

/** A graha's transits of an India calendar year, reckoned once; SkyBusy when the pool is full. */
export function gocharYearOf(graha: GocharGraha, year: number): Promise<GocharYear> {
  return years.kept(`${graha}/${year}`, () => reckonGocharYear(graha, year));
}

// The Moon's change of sign is the panchang's own line; the day names the others'.
const DAY_GRAHAS: GocharGraha[] = ["sun", "mars", "mercury", "jupiter", "venus", "saturn", "rahu", "ketu"];

/**
 * The grahas' changes on an India date, a line each: a sign entered, a station, a setting or a
 * rising ("Guru (Jupiter): Enters Karka (Cancer) at 1:54 am"); none when the sky pool is full,
 * rather than the day's page refused for want of them.
 */
export async function gocharLinesOf(isoDate: string, language: Language): Promise<GocharLine[]> {
  const year = Number(isoDate.slice(0, 4));
  if (year < PANCHANG_FIRST_YEAR || year > PANCHANG_LAST_YEAR) return [];
  const t = translator(language);
  try {
    const all = await Promise.all(DAY_GRAHAS.map(async (graha) => ({ graha, year: await gocharYearOf(graha, year) })));
    return all.flatMap(({ graha, year: reckoned }) =>
      gocharEventsOn(reckoned, isoDate).map((event) => ({
        path: gocharPath(graha, year),
        words: t("gochar:dayLine", {
          graha: t(`gochar:name.${graha}`),
          event: gocharEventWords(t, event),
          time: formatIndiaClock(event.at, language, isoDate),
        }),
      })),
    );
  } catch (error) {
    if (isSkyBusy(error)) return [];
    throw error;
  }
}
