import { type FestivalCard, festivalWordsIn } from "~/domain/festival";
import type { Language } from "~/domain/language";
import { indiaYear } from "~/domain/yearly-horoscope";
import { dropsOf, onChange } from "~/infra/change-notices.server";
import { getDb } from "~/infra/db.server";
import type { ComputedFestival } from "~/jyotish";
import {
  computedFestivalCards,
  computedFestivalRow,
  computedFestivals,
  isComputableYear,
  isObservance,
  observanceKind,
} from "~/services/computed-festivals.server";

// The public side of the festival calendar: festivals are rows, a month of a year is a
// range of their first days, each festival's words in the page's language (its Hindi columns,
// else the English ones). Administrators change them through festival-admin.server.ts.

/** The first day of a month (0 = January) of a year, as 'YYYY-MM-DD'. */
export function monthStart(year: number, monthIndex: number): string {
  const date = new Date(Date.UTC(year, monthIndex, 1));
  return date.toISOString().slice(0, 10);
}

/** The festivals whose first day falls in the month, in date order, every column (the admin screen edits them all). */
export async function monthRows(year: number, monthIndex: number) {
  const db = await getDb();
  return db
    .selectFrom("festivals")
    .select([
      "id",
      "name",
      "date",
      "endDate",
      "description",
      "regions",
      "image",
      "source",
      "dateNote",
      "nameHi",
      "descriptionHi",
      "dateNoteHi",
      "regionsHi",
      "updatedAt",
    ])
    .where("date", ">=", monthStart(year, monthIndex))
    .where("date", "<", monthStart(year, monthIndex + 1))
    .orderBy("date", "asc")
    .orderBy("name", "asc")
    .execute();
}

/** The month's festivals with their words in `language`, and which of those are in English. */
async function monthFestivalsIn(year: number, monthIndex: number, language: Language) {
  const rows = await monthRows(year, monthIndex);
  const notes = await tithiEntryNotes(year, monthIndex);
  return rows.map(({ nameHi, descriptionHi, dateNoteHi, regionsHi, ...row }) => {
    // A card its editors left without a note, on the rules' day, says why a panchang names another.
    const computed = row.dateNote ? undefined : notes.get(`${row.name}|${row.date}`);
    const noted = computed ?? { dateNote: row.dateNote, dateNoteHi };
    return { ...row, ...festivalWordsIn({ ...row, ...noted, nameHi, descriptionHi, regionsHi }, language) };
  });
}

/**
 * The month's computed festivals kept on a day other than the one a panchang names by their
 * tithi, by name and day, with the note that says why in both languages.
 */
async function tithiEntryNotes(year: number, monthIndex: number): Promise<Map<string, { dateNote: string; dateNoteHi: string | null }>> {
  const notes = new Map<string, { dateNote: string; dateNoteHi: string | null }>();
  if (!isComputableYear(year)) return notes;
  const month = monthStart(year, monthIndex).slice(0, 7);
  for (const festival of await computedFestivals(year)) {
    if (!festival.tithiEntry || !festival.date.startsWith(month)) continue;
    const row = computedFestivalRow(festival);
    if (row.tithiNote) notes.set(`${row.name}|${row.date}`, { dateNote: row.tithiNote, dateNoteHi: row.tithiNoteHi });
  }
  return notes;
}

/**
 * The computed observances of a written month that its editors did not write: every Ekadashi,
 * Purnima and Amavasya, and an adhik maas, each saying the rule that gave its day, reckoned for
 * New Delhi. A written card of the same name, or of its kind on its day (a 'Nirjala Ekadashi', a
 * 'Buddha Purnima'), is that observance.
 */
async function observancesBeside(year: number, monthIndex: number, language: Language): Promise<FestivalCard[]> {
  if (!isComputableYear(year)) return [];
  const written = await monthRows(year, monthIndex);
  const unwritten = (festival: ComputedFestival) => {
    const kind = observanceKind(festival);
    const name = computedFestivalRow(festival).name;
    // An editor's card of the same name (on whatever day they chose), or of its kind on its day, is it.
    return (
      isObservance(festival) && !written.some((row) => row.name === name || (kind && row.date === festival.date && row.name.includes(kind)))
    );
  };
  return (await computedFestivalCards(year, monthIndex, language, unwritten)).map((card) => ({ ...card, observance: true as const }));
}

/** The month's festivals with only what the cards show, and the observances beside them. */
async function festivalsInMonth(year: number, monthIndex: number, language: Language): Promise<FestivalCard[]> {
  const festivals = await monthFestivalsIn(year, monthIndex, language);
  const observances = await observancesBeside(year, monthIndex, language);
  const cards: FestivalCard[] = festivals.map(({ id, name, date, endDate, description, regions, image, dateNote, english }) => ({
    id,
    name,
    date,
    description,
    image,
    ...(endDate ? { endDate } : {}),
    ...(regions ? { regions } : {}),
    ...(dateNote ? { dateNote } : {}),
    ...(english.length > 0 ? { english } : {}),
  }));
  return [...cards, ...observances].sort((a, b) => a.date.localeCompare(b.date));
}

// Every instance drops this when an administrator changes a festival; the TTL bounds how long
// an instance that missed the notice keeps the old list.
const TTL_MS = 5 * 60_000;
let cachedYears: { years: number[]; until: number } | null = null;

/** The years that have at least one festival, oldest first, from memory when fresh. */
export async function festivalYears(now = Date.now()): Promise<number[]> {
  if (cachedYears && cachedYears.until > now) return cachedYears.years;
  const drops = dropsOf("festivals");
  const db = await getDb();
  // One index probe per year, not a read of every festival: the first festival on or after
  // each year's start, then the next year, until none is left.
  const years: number[] = [];
  let from = "0001-01-01";
  for (;;) {
    const row = await db
      .selectFrom("festivals")
      .select("date")
      .where("date", ">=", from)
      .orderBy("date", "asc")
      .limit(1)
      .executeTakeFirst();
    if (!row) break;
    const year = Number(row.date.slice(0, 4));
    years.push(year);
    from = monthStart(year + 1, 0);
  }
  if (dropsOf("festivals") === drops) cachedYears = { years, until: now + TTL_MS };
  return years;
}

onChange("festivals", () => {
  cachedYears = null;
});

/**
 * What a month page shows: the month and year, its festivals in the page's language, the other
 * years that have a calendar, and India's current year (whose months keep the undated
 * addresses). A year with festivals of its own shows them; a year nobody has written, from 1950
 * to 2100, shows the calendar computed from the panchang, labelled so (`computed`). Null for any
 * other year: no such calendar exists.
 */
export async function festivalMonth(year: number, monthIndex: number, now: Date, language: Language = "en") {
  const current = indiaYear(now);
  const years = await festivalYears();
  const written = years.includes(year);
  if (!written && year !== current && !isComputableYear(year)) return null;
  const computed = !written && isComputableYear(year);
  const festivals = computed ? await computedFestivalCards(year, monthIndex, language) : await festivalsInMonth(year, monthIndex, language);
  // Any computable year has a calendar: its neighbours are offered beside the written years.
  const neighbours = [year - 1, year + 1].filter(isComputableYear);
  return {
    monthIndex,
    year,
    currentYear: current,
    festivals,
    computed,
    otherYears: [...new Set([...years, current, ...neighbours])].filter((other) => other !== year).sort((a, b) => a - b),
  };
}

/** A month's festivals for its calendar file, written or computed as its page shows them. */
export async function festivalCalendarEvents(year: number, monthIndex: number, now: Date, language: Language = "en") {
  const current = indiaYear(now);
  const years = await festivalYears();
  const written = years.includes(year);
  if (!written && year !== current && !isComputableYear(year)) return null;
  if (written || !isComputableYear(year)) {
    const rows = await monthFestivalsIn(year, monthIndex, language);
    const observances = await observancesBeside(year, monthIndex, language);
    const computed = observances.map((card) => ({
      ...card,
      endDate: card.endDate ?? null,
      regions: null,
      dateNote: card.dateNote ?? null,
      updatedAt: `${year}-01-01T00:00:00Z`,
    }));
    return { dated: year !== current, rows: [...rows, ...computed].sort((a, b) => a.date.localeCompare(b.date)) };
  }
  const rows = (await computedFestivalCards(year, monthIndex, language)).map((card) => ({
    ...card,
    endDate: card.endDate ?? null,
    regions: card.regions ?? null,
    // The rules' answer for a year does not change: one stable modification time.
    updatedAt: `${year}-01-01T00:00:00Z`,
  }));
  return { dated: year !== current, rows };
}
