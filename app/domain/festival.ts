// A festival of the calendar (spec §2 "Festival calendar"), as stored and as its card shows it.
// Festivals are data, not code: the seed files under infra/seed give 2025 to 2027, and
// administrators add, edit and remove them at /admin/festivals.

import type { Language } from "./language";

export type Festival = {
  /** e.g. "Makar Sankranti" */
  name: string;
  /** 'YYYY-MM-DD', the first day of a festival that runs several days */
  date: string;
  /** the last day of a festival that runs several days, e.g. Navratri */
  endDate?: string;
  /** one or two sentences: what it celebrates, where it is big */
  description: string;
  /** where it matters, e.g. "Pan-India", "Tamil Nadu", "Bengal, Odisha, Assam" */
  regions?: string;
  /** '/images/festivals/<slug>.svg' */
  image: string;
  /** where the date comes from */
  source: string;
  /** shown on the card where sources or regions disagree */
  dateNote?: string;
};

/**
 * A festival in a seed file: its picture is the one named after it unless it says otherwise. Its
 * Hindi words (decision 075) are as Hindi calendars write them, with the English facts.
 */
export type FestivalSeedEntry = Omit<Festival, "image"> & {
  image?: string;
  /** e.g. "मकर संक्रांति" */
  nameHi: string;
  descriptionHi: string;
  /** the Hindi of `dateNote`, which every seeded note has */
  dateNoteHi?: string;
  /** the Hindi of `regions`, which every seeded region line has */
  regionsHi?: string;
};

/**
 * One year of seeded festivals, with the published sources its dates come from, and those added
 * after the year was first seeded (by name, date and the revision that added them), which a
 * database seeded before gets once per revision.
 */
export type FestivalSeedYear = {
  year: number;
  sources: string[];
  festivals: FestivalSeedEntry[];
  addedLater?: ReadonlyArray<{ name: string; date: string; revision: number }>;
};

/** Lowercase name, runs of other characters turned into single hyphens. */
export function festivalSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The picture a festival of this name gets by default. */
export function festivalImage(name: string): string {
  return `/images/festivals/${festivalSlug(name)}.svg`;
}

/** A festival's words that have a Hindi column beside them (migrations 020 and 024). */
export type FestivalText = "name" | "description" | "dateNote" | "regions";

type FestivalWords = {
  name: string;
  description: string;
  dateNote: string | null;
  regions: string | null;
  nameHi: string | null;
  descriptionHi: string | null;
  dateNoteHi: string | null;
  regionsHi: string | null;
};

/**
 * A festival's words in a page's language: on a Hindi page the Hindi ones where given, else the
 * English, with `english` naming those shown in English (the page marks their language, for
 * screen readers and search engines).
 */
export function festivalWordsIn(
  festival: FestivalWords,
  language: Language,
): { name: string; description: string; dateNote: string | null; regions: string | null; english: FestivalText[] } {
  if (language === "en") {
    return { name: festival.name, description: festival.description, dateNote: festival.dateNote, regions: festival.regions, english: [] };
  }
  const english: FestivalText[] = [];
  const pick = <T extends string | null>(text: FestivalText, hindi: string | null, inEnglish: T): string | T => {
    if (hindi) return hindi;
    if (inEnglish) english.push(text);
    return inEnglish;
  };
  return {
    name: pick("name", festival.nameHi, festival.name),
    description: pick("description", festival.descriptionHi, festival.description),
    dateNote: pick("dateNote", festival.dateNoteHi, festival.dateNote),
    regions: pick("regions", festival.regionsHi, festival.regions),
    english,
  };
}

/** A festival as the calendar pages show it. */
export type FestivalCard = Pick<Festival, "name" | "date" | "description" | "image"> & {
  id: number;
  endDate?: string;
  regions?: string;
  dateNote?: string;
  /** its words shown in English on a Hindi page, which has no Hindi for them */
  english?: FestivalText[];
  /** a computed Ekadashi, Purnima, Amavasya or adhik maas beside a month its editors wrote */
  observance?: true;
};
