import { addDays } from "~/clock/india-clock";
import { type FestivalCard, festivalImage, type FestivalSeedEntry } from "~/domain/festival";
import { formatDayMonth } from "~/domain/india-date";
import type { Language } from "~/domain/language";
import { festivalSeed2025 } from "~/infra/seed/festivals-2025.server";
import { festivalSeed2026 } from "~/infra/seed/festivals-2026.server";
import { festivalSeed2027 } from "~/infra/seed/festivals-2027.server";
import { festivalYear } from "~/infra/sky-worker.server";
import {
  type ComputedFestival,
  FESTIVAL_DEFINITIONS,
  type FestivalDefinition,
  isComputableYear,
  purnimantaMonth,
  tithiName,
} from "~/jyotish";
import { RASHIS } from "~/jyotish/zodiac";
import { chhathText, COMPUTED_FESTIVAL_TEXTS, RECURRING_IMAGES } from "~/locales/content/computed-festivals";
import { regionsInHindi } from "~/locales/content/festival-regions";
import { translator } from "~/locales/i18n";
import { lunarMonthWords } from "~/words/sky-words";
import { nakshatraWords, tithiWords } from "~/words/sky-words";

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

/** A tithi of an amanta month in words: 'Kartika Krishna Trayodashi (amanta Ashwin)', a dark half named by both reckonings. */
function tithiOfMonth(t: Translate, tithi: number, month: number, adhik: boolean): string {
  const named = purnimantaMonth(month, tithi, adhik);
  const words = t("festival:tithiEntry.tithi", { month: lunarMonthWords(t, named, adhik), tithi: tithiWords(t, tithi) });
  return named === month ? words : t("festival:rule.amanta", { tithi: words, month: lunarMonthWords(t, month, false) });
}

const DEFINITIONS = new Map(FESTIVAL_DEFINITIONS.map((definition) => [definition.key, definition]));
const SHUKLA_EKADASHI = 10;
const KRISHNA_EKADASHI = 25;

/**
 * The rule that gives a festival its day, in the words of the code that applies it
 * (jyotish/festival-rules.ts, the year's reckoning): its tithi and the part of the day it must hold
 * in, with the rule's own tie-breaks, its Sankranti, or the festival it is reckoned from.
 * `subject` opens the sentence ("Kept", "Makar Sankranti is kept").
 */
function ruleWords(t: Translate, language: Language, definition: FestivalDefinition, subject: string): string {
  const rule = definition.rule;
  switch (rule.kind) {
    case "lunar": {
      const tithi = tithiOfMonth(t, rule.tithi, rule.month, false);
      if (rule.heldAfterSunrise !== undefined) {
        const duration = t("festival:rule.duration", {
          hours: Math.floor(rule.heldAfterSunrise / 60),
          minutes: rule.heldAfterSunrise % 60,
        });
        return t("festival:rule.heldAfterSunrise", { subject, tithi, ghatis: rule.heldAfterSunrise / 24, duration });
      }
      if (rule.secondEvening) return t("festival:rule.secondEvening", { subject, tithi });
      const kaala = t(`festival:tithiEntry.kaala.${rule.kaala}`);
      const day = t(rule.later ? "festival:rule.later" : "festival:rule.lunar", { subject, tithi, kaala });
      if (rule.otherwise === "next") return `${day} ${t("festival:rule.otherwiseNext")}`;
      if (rule.otherwise === "begins") return `${day} ${t("festival:rule.otherwiseBegins")}`;
      return day;
    }
    case "ekadashi": {
      const tithi = tithiOfMonth(t, rule.paksha === "shukla" ? SHUKLA_EKADASHI : KRISHNA_EKADASHI, rule.month, false);
      return t("festival:rule.ekadashi", { subject, tithi });
    }
    case "sankranti": {
      const sankranti = t(`calendar:sankranti.${RASHIS[rule.sign]}`);
      const sign = t(`panchang:rashi.${RASHIS[rule.sign]}`);
      // Makar Sankranti is its Sankranti: its day is not said to be itself.
      return t(sankranti === nameOf(language, definition) ? "festival:rule.sankrantiOwn" : "festival:rule.sankranti", {
        subject,
        sankranti,
        sign,
      });
    }
    case "nakshatra-in-solar-month":
      return t("festival:rule.nakshatra", {
        subject,
        sign: t(`panchang:rashi.${RASHIS[rule.sign]}`),
        nakshatra: nakshatraWords(t, rule.nakshatra),
      });
    case "after": {
      const base = DEFINITIONS.get(rule.festival)!;
      const festival = nameOf(language, base);
      const count = Math.abs(rule.days);
      const key = rule.days === -1 ? "dayBefore" : rule.days === 1 ? "dayAfter" : rule.days < 0 ? "daysBefore" : "daysAfter";
      // The day it is reckoned from, by that festival's own rule.
      const from = ruleWords(t, language, base, t("festival:rule.subjectOf", { festival }));
      return `${t(`festival:rule.${key}`, { subject, festival, count })} ${from}`;
    }
  }
}

/** A festival's name in a language. */
function nameOf(language: Language, definition: FestivalDefinition): string {
  return language === "hi" ? definition.nameHi : definition.name;
}

/**
 * The rule of a named festival (a key of FESTIVAL_DEFINITIONS) in one language, its sentence
 * opened by "Kept" or, `named`, by the festival's name ("Anant Chaturdashi is kept").
 */
export function festivalRuleWords(key: string, language: Language, named = false): string {
  const t = translator(language);
  const definition = DEFINITIONS.get(key);
  if (!definition) throw new Error(`No festival rule named ${key}`);
  const subject = named ? t("festival:rule.subjectOf", { festival: nameOf(language, definition) }) : t("festival:rule.subject");
  return ruleWords(t, language, definition, subject);
}

/**
 * A computed festival's note in one language: the rule that gave its day, why a panchang names
 * another day by its tithi where one does, and that it is reckoned for New Delhi, so a regional
 * panchang may keep it a day apart. Never a word about sources found or not.
 */
export function festivalRuleNote(festival: ComputedFestival, language: Language): string {
  const t = translator(language);
  const subject = t("festival:rule.subject");
  const definition = DEFINITIONS.get(festival.key);
  const sentences: string[] = [];
  if (festival.adhikMaas) sentences.push(t("festival:rule.adhikMaas"));
  else if (festival.recurring) {
    const { tithi, month, adhik } = festival.recurring;
    const words = tithiOfMonth(t, tithi, month, adhik);
    sentences.push(
      tithi % 15 === 10
        ? t("festival:rule.ekadashi", { subject, tithi: words })
        : t("festival:rule.lunar", { subject, tithi: words, kaala: t("festival:tithiEntry.kaala.sunrise") }),
    );
  } else if (definition) {
    sentences.push(ruleWords(t, language, definition, subject));
    if (definition.endsWith) {
      const last = DEFINITIONS.get(definition.endsWith)!;
      sentences.push(t("festival:rule.endsWith", { festival: nameOf(language, last) }));
    } else if (definition.endAfterDays) sentences.push(t("festival:rule.runsDays", { count: definition.endAfterDays + 1 }));
  }
  const entry = tithiEntryNote(festival, language);
  if (entry) sentences.push(entry);
  sentences.push(t("festival:rule.regional"));
  return sentences.join(" ");
}

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
  /** the rule that gave its day, and why a panchang names another day where it does (festivalRuleNote) */
  dateNote: string;
  dateNoteHi: string;
  /** why the day is not the one a panchang names by its tithi, where it is not: a written card's note on the rules' day */
  tithiNote: string | null;
  tithiNoteHi: string | null;
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
    dateNote: festivalRuleNote(festival, "en"),
    dateNoteHi: festivalRuleNote(festival, "hi"),
    tithiNote: tithiEntryNote(festival, "en"),
    tithiNoteHi: tithiEntryNote(festival, "hi"),
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
        dateNote: language === "hi" ? row.dateNoteHi : row.dateNote,
        ...(row.regions ? { regions: language === "hi" ? (row.regionsHi ?? row.regions) : row.regions } : {}),
        ...(language === "hi" && row.regions && !row.regionsHi ? { english: ["regions" as const] } : {}),
      };
    });
}
