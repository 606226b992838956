import { type FestivalCard, festivalImage, type FestivalSeedEntry } from "~/domain/festival";
import { addDays, formatDayMonth } from "~/domain/india-date";
import type { Language } from "~/domain/language";
import { festivalSeed2025 } from "~/infra/seed/festivals-2025.server";
import { festivalSeed2026 } from "~/infra/seed/festivals-2026.server";
import { festivalSeed2027 } from "~/infra/seed/festivals-2027.server";
import { festivalYear } from "~/infra/sky-worker.server";
import { type ComputedFestival, FESTIVAL_DEFINITIONS, isComputableYear, tithiName } from "~/jyotish";
import { chhathText, COMPUTED_FESTIVAL_TEXTS, RECURRING_IMAGES } from "~/locales/content/computed-festivals";
import { regionsInHindi } from "~/locales/content/festival-regions";
import { translator } from "~/locales/i18n";
import { lunarMonthWords } from "~/seo/hindu-calendar-page";
import { tithiWords } from "~/seo/panchang-page";

// The calendar of a year no administrator has written: the festivals the rules compute
// (domain/festival-rules.ts), each described in the words of its newest seeded year.

export { isComputableYear };

/** A year's computed festivals: computed on the sky worker, never on the thread answering requests. */
export function computedFestivals(year: number): Promise<readonly ComputedFestival[]> {
  return festivalYear(year);
}

/** The newest seeded entry of each festival name: its description, regions and Hindi words. */
const described = new Map<string, FestivalSeedEntry>(
  [festivalSeed2025, festivalSeed2026, festivalSeed2027].flatMap((seed) => seed.festivals.map((entry) => [entry.name, entry] as const)),
);

export type ComputedFestivalRow = {
  name: string;
  nameHi: string;
  date: string;
  endDate: string | null;
  description: string;
  descriptionHi: string;
  regions: string | null;
  regionsHi: string | null;
  image: string;
  source: string;
  /** why the day is not the one a panchang names by its tithi, where it is not */
  dateNote: string | null;
  dateNoteHi: string | null;
};

// A festival's words never change while the process runs: each computed festival's row is made
// once, as its year is.
const rows = new WeakMap<ComputedFestival, Readonly<ComputedFestivalRow>>();

/** A computed festival with its words in both languages, as a calendar row holds them. */
export function computedFestivalRow(festival: ComputedFestival): Readonly<ComputedFestivalRow> {
  let row = rows.get(festival);
  if (!row) {
    row = rowOf(festival);
    rows.set(festival, row);
  }
  return row;
}

type Translate = ReturnType<typeof translator>;

/** An observance's name and description in both languages, from its words in one; it has no regions. */
function inBothLanguages(words: (t: Translate) => { name: string; description: string }) {
  const [english, hindi] = [words(translator("en")), words(translator("hi"))];
  return {
    name: english.name,
    nameHi: hindi.name,
    description: english.description,
    descriptionHi: hindi.description,
    regions: null,
    regionsHi: null,
  };
}

/** The day's note in one language, where a panchang names another day by the festival's tithi. */
function tithiEntryNote(festival: ComputedFestival, language: Language): string | null {
  const entry = festival.tithiEntry;
  if (!entry) return null;
  const t = translator(language);
  const tithi = t("festival:tithiEntry.tithi", { month: lunarMonthWords(t, entry.named, entry.adhik), tithi: tithiWords(t, entry.tithi) });
  const values = { tithi, date: formatDayMonth(festival.date, language) };
  if (entry.sunriseDay === null) return t("festival:tithiEntry.noSunrise", values);
  const sunriseDay = formatDayMonth(entry.sunriseDay, language);
  if (entry.reason === "ekadashi" || entry.reason === "heldAfterSunrise")
    return t(`festival:tithiEntry.${entry.reason}`, { ...values, sunriseDay });
  return t("festival:tithiEntry.atKaala", { ...values, sunriseDay, kaala: t(`festival:tithiEntry.kaala.${entry.reason}`) });
}

function rowOf(festival: ComputedFestival): ComputedFestivalRow {
  const en = translator("en");
  const base = {
    date: festival.date,
    endDate: festival.endDate ?? null,
    source: en("festival:computedSource"),
    dateNote: tithiEntryNote(festival, "en"),
    dateNoteHi: tithiEntryNote(festival, "hi"),
  };
  if (festival.recurring) {
    // Named by the month New Delhi's purnimanta reckoning gives it, an Ekadashi by its own name.
    const { tithi, named, adhik, ekadashi } = festival.recurring;
    const { paksha, name } = tithiName(tithi);
    const kind = name === "purnima" || name === "amavasya" ? name : "ekadashi";
    const words = (t: typeof en) => {
      const values = {
        month: lunarMonthWords(t, named, adhik),
        paksha: t(`panchang:paksha.${paksha}`),
        name: ekadashi ? t(`festival:ekadashi.${ekadashi}`) : "",
      };
      return { name: t(`festival:recurring.${kind}`, values), description: t(`festival:recurring.${kind}Text`, values) };
    };
    return { ...base, ...inBothLanguages(words), image: RECURRING_IMAGES[kind] };
  }
  if (festival.adhikMaas) {
    const words = (t: typeof en) => {
      const month = lunarMonthWords(t, festival.adhikMaas!.month, false);
      return { name: t("festival:adhikMaas", { month }), description: t("festival:adhikMaasText") };
    };
    return { ...base, ...inBothLanguages(words), image: RECURRING_IMAGES.ekadashi };
  }
  const seeded = described.get(festival.name);
  const written = COMPUTED_FESTIVAL_TEXTS[festival.name];
  // Chhath's offerings are on its third and fourth days, which its words name.
  const dated = festival.key === "Chhath Puja" ? chhathText(addDays(festival.date, 2), addDays(festival.date, 3)) : null;
  return {
    ...base,
    name: festival.name,
    nameHi: festival.nameHi,
    description: dated?.description ?? seeded?.description ?? written?.description ?? "",
    descriptionHi: dated?.descriptionHi ?? seeded?.descriptionHi ?? written?.descriptionHi ?? "",
    regions: seeded?.regions ?? written?.regions ?? null,
    regionsHi: seeded?.regionsHi ?? regionsInHindi(written?.regions),
    image: seeded?.image ?? written?.image ?? festivalImage(festival.name),
  };
}

const OBSERVED = new Map(
  FESTIVAL_DEFINITIONS.filter((definition) => definition.observance).map((definition) => [definition.key, definition.rule]),
);

/**
 * The observances the rules give every year, beside the festivals: the Ekadashis, Purnimas and
 * Amavasyas (a festival that is its tithi's observance, Nirjala Ekadashi or Buddha Purnima, among
 * them), and an adhik maas.
 */
export function isObservance(festival: ComputedFestival): boolean {
  return Boolean(festival.recurring ?? festival.adhikMaas ?? OBSERVED.has(festival.key));
}

/** An observance's kind as its English name says it ('Ekadashi'), or null for an adhik maas or a festival. */
export function observanceKind(festival: ComputedFestival): "Ekadashi" | "Purnima" | "Amavasya" | null {
  const rule = OBSERVED.get(festival.key);
  const tithi = festival.recurring?.tithi ?? (rule?.kind === "ekadashi" ? 10 : rule?.kind === "lunar" ? rule.tithi : null);
  if (tithi === null) return null;
  return tithi % 15 === 10 ? "Ekadashi" : tithi === 14 ? "Purnima" : "Amavasya";
}

/** A month's computed festivals (or those `which` keeps) as the calendar's cards, in the page's language. */
export async function computedFestivalCards(
  year: number,
  monthIndex: number,
  language: Language,
  which: (festival: ComputedFestival) => boolean = () => true,
): Promise<FestivalCard[]> {
  const month = `${year}-${String(monthIndex + 1).padStart(2, "0")}`;
  return (await computedFestivals(year))
    .filter((festival) => festival.date.startsWith(month) && which(festival))
    .map((festival, i) => {
      const row = computedFestivalRow(festival);
      // An address on the page of its own, from its date (the cards have no rows).
      const id = Number(festival.date.replaceAll("-", "")) * 100 + i;
      return {
        id,
        name: language === "hi" ? row.nameHi : row.name,
        date: row.date,
        description: language === "hi" ? row.descriptionHi : row.description,
        image: row.image,
        ...(row.endDate ? { endDate: row.endDate } : {}),
        ...(row.dateNote ? { dateNote: language === "hi" ? (row.dateNoteHi ?? row.dateNote) : row.dateNote } : {}),
        ...(row.regions ? { regions: language === "hi" ? (row.regionsHi ?? row.regions) : row.regions } : {}),
        ...(language === "hi" && row.regions && !row.regionsHi ? { english: ["regions" as const] } : {}),
      };
    });
}
