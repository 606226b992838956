// The site's own content, kept as data: the spec's 2025 yearly horoscopes and the
// festival calendars of 2025 to 2027 (real dates, each year citing its sources). Written once
// into any database, demo or not. The 2026 and 2027 yearly texts are DEMO DATA and come only
// with the demo seed (seedDemoYearlyHoroscopes; in Hindi, seedDemoHindiContent), marked is_demo.
// The festivals' Hindi words come with them, and reach a database seeded without them once
// (seedFestivalHindi); so do the festivals, Hindi regions and notes of the calendars' revisions
// (seedFestivalRevision, decision 099), and the third's notes that say each computed day's rule
// and its Hindi spelled as the glossary asks.

import { addDays } from "~/clock/india-clock";
import { festivalImage, type FestivalSeedEntry, type FestivalSeedYear } from "~/domain/festival";
import { signFromSlug } from "~/domain/horoscope";
import { sectionsOf, type YearlyHoroscopeYear, type YearlyLanguage } from "~/domain/yearly-horoscope";
import { dropCaches } from "~/infra/change-notices.server";
import type { DB } from "~/infra/db.server";

import { demoYearlyHoroscopes } from "./demo-yearly-horoscopes.server";
import { demoYearlyHoroscopesHi } from "./demo-yearly-horoscopes-hi.server";
import { festivalSeed2025 } from "./festivals-2025.server";
import { festivalSeed2026 } from "./festivals-2026.server";
import { festivalSeed2027 } from "./festivals-2027.server";
import { yearly2025 } from "./yearly-horoscopes-2025.server";

export const CONTENT_SEED_META_KEY = "content_seed_version";
export const DEMO_YEARLY_SEED_META_KEY = "demo_yearly_seed_version";
export const FESTIVAL_HINDI_SEED_META_KEY = "festival_hindi_seed_version";
export const FESTIVAL_REVISION_SEED_META_KEY = "festival_revision_seed_version";
export const FESTIVAL_REVISION_2_SEED_META_KEY = "festival_revision_2_seed_version";
export const FESTIVAL_REVISION_3_SEED_META_KEY = "festival_revision_3_seed_version";
/** Each revision of the seeded calendars, by number, with the key that records it was applied. */
const FESTIVAL_REVISIONS = [
  [1, FESTIVAL_REVISION_SEED_META_KEY],
  [2, FESTIVAL_REVISION_2_SEED_META_KEY],
  [3, FESTIVAL_REVISION_3_SEED_META_KEY],
] as const;
const SEED_VERSION = "1";

export const SEEDED_FESTIVAL_YEARS: readonly FestivalSeedYear[] = [festivalSeed2025, festivalSeed2026, festivalSeed2027];
export const DEMO_YEARLY_YEARS = [2026, 2027] as const;

/** Claims a seed once for the whole database: false when it was claimed before (or meanwhile). */
async function claim(trx: DB, key: string): Promise<boolean> {
  const claimed = await trx
    .insertInto("appMeta")
    .values({ key, value: SEED_VERSION })
    .onConflict((oc) => oc.column("key").doNothing())
    .returning("key")
    .executeTakeFirst();
  return Boolean(claimed);
}

/** A year of texts in one language, published at `publishedAt`, unless that year is already in the database in that language. */
async function insertYearlyYear(trx: DB, content: YearlyHoroscopeYear, isDemo: boolean, publishedAt: Date, language: YearlyLanguage) {
  const year = await trx
    .insertInto("yearlyHoroscopeYears")
    .values({ year: content.year, language, publishedAt })
    .onConflict((oc) => oc.columns(["year", "language"]).doNothing())
    .returning("year")
    .executeTakeFirst();
  if (!year) return false;
  await trx
    .insertInto("yearlyHoroscopes")
    .values(
      content.signs.map((entry) => ({
        year: content.year,
        language,
        sign: signFromSlug(entry.signSlug)!.slug,
        sections: JSON.stringify(sectionsOf(entry)),
        isDemo,
      })),
    )
    .execute();
  return true;
}

/** A seeded festival's Hindi columns. */
function hindiOf(festival: FestivalSeedEntry) {
  return {
    nameHi: festival.nameHi,
    descriptionHi: festival.descriptionHi,
    dateNoteHi: festival.dateNoteHi ?? null,
    regionsHi: festival.regionsHi ?? null,
  };
}

/** The 2025 yearly texts and the seeded festival years, once. */
export async function seedContent(db: DB, now: Date): Promise<{ seeded: boolean }> {
  const result = await db.transaction().execute(async (trx) => {
    if (!(await claim(trx, CONTENT_SEED_META_KEY))) return { seeded: false };
    await insertYearlyYear(trx, yearly2025, false, now, "en");
    for (const seedYear of SEEDED_FESTIVAL_YEARS) {
      await trx.insertInto("festivals").values(seedYear.festivals.map(festivalRow)).execute();
    }
    return { seeded: true };
  });
  // This process may have read the empty tables already (a test, a second seed).
  if (result.seeded) dropCaches(["yearly-horoscopes", "festivals"]);
  return result;
}

/**
 * The seeded festivals' Hindi words for a database seeded before they existed (decision 075), once.
 * Only a row with no Hindi name whose English name and date are still the seed's gets them, and
 * its description and date note only while the English ones are the seed's too: an administrator's
 * edit is never overwritten, nor given a translation of words it replaced.
 */
export async function seedFestivalHindi(db: DB): Promise<{ seeded: boolean; filled: number }> {
  const result = await db.transaction().execute(async (trx) => {
    if (!(await claim(trx, FESTIVAL_HINDI_SEED_META_KEY))) return { seeded: false, filled: 0 };
    let filled = 0;
    for (const festival of SEEDED_FESTIVAL_YEARS.flatMap((seedYear) => seedYear.festivals)) {
      const updated = await trx
        .updateTable("festivals")
        .set((eb) => ({
          nameHi: festival.nameHi,
          descriptionHi: eb
            .case()
            .when(eb.and([eb("description", "=", festival.description), eb("descriptionHi", "is", null)]))
            .then(festival.descriptionHi)
            .else(eb.ref("descriptionHi"))
            .end(),
          dateNoteHi:
            festival.dateNote && festival.dateNoteHi
              ? eb
                  .case()
                  .when(eb.and([eb("dateNote", "=", festival.dateNote), eb("dateNoteHi", "is", null)]))
                  .then(festival.dateNoteHi)
                  .else(eb.ref("dateNoteHi"))
                  .end()
              : eb.ref("dateNoteHi"),
        }))
        .where("name", "=", festival.name)
        .where("date", "=", festival.date)
        .where("nameHi", "is", null)
        .executeTakeFirst();
      filled += Number(updated.numUpdatedRows);
    }
    return { seeded: true, filled };
  });
  if (result.filled > 0) dropCaches(["festivals"]);
  return result;
}

/** The sites a seeded date note once named, which a card no longer names (sources belong in the research notes). */
const RETIRED_NOTE_SOURCES = ["CalendarDate", "Calendarz", "holidayssky", "India Today", "IBC24"];

/** A seeded festival row as a calendar row's values. */
function festivalRow(festival: FestivalSeedEntry) {
  return {
    name: festival.name,
    date: festival.date,
    endDate: festival.endDate ?? null,
    description: festival.description,
    regions: festival.regions ?? null,
    image: festival.image ?? festivalImage(festival.name),
    source: festival.source,
    dateNote: festival.dateNote ?? null,
    ...hindiOf(festival),
  };
}

/**
 * The calendars' revisions (decision 099) for a database seeded before them, each once: the
 * festivals a revision added to a seeded year (in a year that has festivals, unless one of that
 * name is within three weeks of its day: an administrator may have added or moved it); and, with
 * the first, the Hindi of the seeded region lines (where the English is still the seed's and no
 * Hindi was given) and the seeded date notes that named a third-party site, while they are still
 * the seed's old words.
 */
export async function seedFestivalRevision(db: DB): Promise<{ seeded: boolean; added: number; updated: number }> {
  const result = await db.transaction().execute(async (trx) => {
    let [seeded, added, updated] = [false, 0, 0];
    for (const [revision, key] of FESTIVAL_REVISIONS) {
      if (!(await claim(trx, key))) continue;
      seeded = true;
      added += await addRevisionFestivals(trx, revision);
      if (revision === 1) updated += await reviseRegionsAndNotes(trx);
      if (revision === 3) updated += await reviseRuleNotesAndSpelling(trx);
    }
    return { seeded, added, updated };
  });
  if (result.added + result.updated > 0) dropCaches(["festivals"]);
  return result;
}

/** The festivals one revision added to the seeded years, where nothing stands in their place. */
async function addRevisionFestivals(trx: DB, revision: number): Promise<number> {
  let added = 0;
  for (const seedYear of SEEDED_FESTIVAL_YEARS) {
    const yearHasFestivals = await trx
      .selectFrom("festivals")
      .select("id")
      .where("date", ">=", `${seedYear.year}-01-01`)
      .where("date", "<=", `${seedYear.year}-12-31`)
      .limit(1)
      .executeTakeFirst();
    const later = yearHasFestivals ? (seedYear.addedLater ?? []).filter((festival) => festival.revision === revision) : [];
    for (const { name, date } of later) {
      const festival = seedYear.festivals.find((f) => f.name === name && f.date === date);
      if (!festival) continue;
      const near = await trx
        .selectFrom("festivals")
        .select("id")
        .where("name", "=", name)
        .where("date", ">=", addDays(date, -21))
        .where("date", "<=", addDays(date, 21))
        .executeTakeFirst();
      if (near) continue;
      await trx.insertInto("festivals").values(festivalRow(festival)).execute();
      added++;
    }
  }
  return added;
}

/** The first revision's Hindi region lines and retired notes. */
async function reviseRegionsAndNotes(trx: DB): Promise<number> {
  let updated = 0;
  for (const festival of SEEDED_FESTIVAL_YEARS.flatMap((seedYear) => seedYear.festivals)) {
    if (festival.regions && festival.regionsHi) {
      const filled = await trx
        .updateTable("festivals")
        .set({ regionsHi: festival.regionsHi })
        .where("name", "=", festival.name)
        .where("date", "=", festival.date)
        .where("regions", "=", festival.regions)
        .where("regionsHi", "is", null)
        .executeTakeFirst();
      updated += Number(filled.numUpdatedRows);
    }
    if (festival.dateNote) {
      const renoted = await trx
        .updateTable("festivals")
        .set({ dateNote: festival.dateNote, dateNoteHi: festival.dateNoteHi ?? null })
        .where("name", "=", festival.name)
        .where("date", "=", festival.date)
        .where("dateNote", "<>", festival.dateNote)
        .where((eb) => eb.or(RETIRED_NOTE_SOURCES.map((site) => eb("dateNote", "like", `%${site}%`))))
        .executeTakeFirst();
      updated += Number(renoted.numUpdatedRows);
    }
  }
  return updated;
}

/**
 * The words the third revision retired from a seeded date note: that no published date was found
 * when the calendar was written, and that the date was a lunar estimate. A card now says the rule
 * that gave its day (festival-rule-notes.server.ts).
 */
const RETIRED_NOTE_WORDS = ["No published", "estimate from the lunar calendar", "प्रकाशित तारीख नहीं मिली", "लगाया गया अनुमान"];

/**
 * The words the third revision spells with the chandrabindu, as docs/hindi-style.md asks: a nasal
 * vowel at a word's end, or before a consonant it is not a nasal consonant of (वर्षगाँठ, हाँडी).
 */
const RESPELLED = ["माताएँ", "महिलाएँ", "मूर्तियाँ", "यात्राएँ", "नाटिकाएँ", "प्रार्थनाएँ", "कमेटियाँ", "छुट्टियाँ", "वर्षगाँठ", "हाँडी"];

/** A seeded Hindi text as the seed wrote it before the third revision: its words with the anusvara. */
function withOldSpelling(text: string): string {
  return RESPELLED.reduce((words, word) => words.replaceAll(word, word.replace("\u0901", "\u0902")), text);
}

/**
 * The third revision's notes and spellings, where the database still holds the seed's old words:
 * a computed day's note that said no published date was found (or that the day was a lunar
 * estimate) now says the rule that gave it, in both languages; a Hindi description or note with
 * the old anusvara spellings takes the new ones. An administrator's own words are left as they are.
 */
async function reviseRuleNotesAndSpelling(trx: DB): Promise<number> {
  let updated = 0;
  for (const festival of SEEDED_FESTIVAL_YEARS.flatMap((seedYear) => seedYear.festivals)) {
    const row = () => trx.updateTable("festivals").where("name", "=", festival.name).where("date", "=", festival.date);
    if (festival.dateNote) {
      const renoted = await row()
        .set({ dateNote: festival.dateNote, dateNoteHi: festival.dateNoteHi ?? null })
        .where((eb) =>
          eb.or(RETIRED_NOTE_WORDS.flatMap((words) => [eb("dateNote", "like", `%${words}%`), eb("dateNoteHi", "like", `%${words}%`)])),
        )
        .executeTakeFirst();
      updated += Number(renoted.numUpdatedRows);
    }
    for (const column of ["descriptionHi", "dateNoteHi"] as const) {
      const text = festival[column];
      if (!text || withOldSpelling(text) === text) continue;
      const set = column === "descriptionHi" ? { descriptionHi: text } : { dateNoteHi: text };
      const respelled = await row().set(set).where(column, "=", withOldSpelling(text)).executeTakeFirst();
      updated += Number(respelled.numUpdatedRows);
    }
  }
  return updated;
}

/** DEMO DATA: a year of generated yearly texts, published and marked demo, unless the year exists in that language. */
export async function insertDemoYearlyYear(db: DB, year: number, now: Date, language: YearlyLanguage = "en"): Promise<boolean> {
  const signs = language === "hi" ? demoYearlyHoroscopesHi(year) : demoYearlyHoroscopes(year);
  return insertYearlyYear(db, { year, signs }, true, now, language);
}

/** DEMO DATA: generated yearly texts for 2026 and 2027, published and marked demo, once. */
export async function seedDemoYearlyHoroscopes(db: DB, now: Date): Promise<{ seeded: boolean }> {
  const result = await db.transaction().execute(async (trx) => {
    if (!(await claim(trx, DEMO_YEARLY_SEED_META_KEY))) return { seeded: false };
    for (const year of DEMO_YEARLY_YEARS) await insertDemoYearlyYear(trx, year, now);
    return { seeded: true };
  });
  if (result.seeded) dropCaches(["yearly-horoscopes"]);
  return result;
}
