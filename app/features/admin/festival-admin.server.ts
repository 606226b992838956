import fs from "node:fs/promises";
import path from "node:path";

import type { FestivalInput } from "~/domain/festival-admin";
import { publishChange } from "~/infra/change-notices.server";
import { getDb } from "~/infra/db.server";
import type { ComputedFestival } from "~/jyotish";
import { auditIn } from "~/services/audit.server";
import { computedFestivalRow, computedFestivals, isComputableYear } from "~/services/computed-festivals.server";
import { monthRows } from "~/services/festivals.server";

// The admin festival screen's data (the screen is routes/admin+/festivals.tsx). Every
// change is audited and announced, so every instance drops the pages that show it.

const PICTURE_DIR = "/images/festivals";
let pictures: Promise<string[]> | null = null;

/** The festival pictures the site has (public/images/festivals), by path, read once. */
export function festivalPictures(): Promise<string[]> {
  pictures ??= fs
    .readdir(path.join(process.cwd(), "public", PICTURE_DIR))
    .then((names) =>
      names
        .filter((name) => /^[a-z0-9-]+\.svg$/.test(name))
        .map((name) => `${PICTURE_DIR}/${name}`)
        .sort(),
    )
    .catch(() => {
      pictures = null;
      return [];
    });
  return pictures;
}

/** A month's festivals with everything the forms edit. */
export async function listFestivalsForAdmin(year: number, monthIndex: number) {
  const rows = await monthRows(year, monthIndex);
  return rows.map(({ updatedAt: _updatedAt, ...festival }) => festival);
}

export async function addFestival(adminId: number, input: FestivalInput): Promise<number> {
  return publishChange("festivals", async (trx) => {
    const row = await trx.insertInto("festivals").values(input).returning("id").executeTakeFirstOrThrow();
    await auditIn(trx, adminId, "festival.add", { type: "festival", id: row.id }, { name: input.name, date: input.date });
    return row.id;
  });
}

/** False when no such festival exists (deleted meanwhile). */
export async function updateFestival(adminId: number, id: number, input: FestivalInput): Promise<boolean> {
  return publishChange("festivals", async (trx) => {
    const result = await trx
      .updateTable("festivals")
      .set({ ...input, updatedAt: new Date() })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await auditIn(trx, adminId, "festival.update", { type: "festival", id }, { name: input.name, date: input.date });
    return true;
  });
}

/** The deleted festival's name, or null when it was gone already. */
export async function deleteFestival(adminId: number, id: number): Promise<{ name: string; date: string } | null> {
  return publishChange("festivals", async (trx) => {
    const removed = await trx.deleteFrom("festivals").where("id", "=", id).returning(["name", "date"]).executeTakeFirst();
    if (!removed) return null;
    await auditIn(trx, adminId, "festival.delete", { type: "festival", id }, { name: removed.name, date: removed.date });
    return removed;
  });
}

/** A computed festival as a calendar row: what accepting it writes. */
function computedInput(festival: ComputedFestival): FestivalInput {
  const row = computedFestivalRow(festival);
  return {
    name: row.name,
    nameHi: row.nameHi || null,
    date: row.date,
    endDate: row.endDate,
    description: row.description,
    descriptionHi: row.descriptionHi || null,
    regions: row.regions,
    regionsHi: row.regionsHi,
    image: row.image,
    source: row.source,
    dateNote: row.dateNote,
    dateNoteHi: row.dateNoteHi,
  };
}

export type ComputedProposal = {
  key: string;
  name: string;
  date: string;
  endDate: string | null;
  /** the dates the year's calendar already gives a festival of this name */
  writtenDates: string[];
};

/**
 * The month's computed festivals beside the year's written calendar: for each, the dates a
 * festival of its name is written on that year (none: the administrator may add it).
 */
export async function computedMonthForAdmin(
  year: number,
  monthIndex: number,
): Promise<{ proposals: ComputedProposal[]; yearWritten: boolean }> {
  if (!isComputableYear(year)) return { proposals: [], yearWritten: true };
  const db = await getDb();
  const written = await db
    .selectFrom("festivals")
    .select(["name", "date"])
    .where("date", ">=", `${year}-01-01`)
    .where("date", "<=", `${year}-12-31`)
    .execute();
  const month = `${year}-${String(monthIndex + 1).padStart(2, "0")}`;
  const proposals = (await computedFestivals(year))
    .filter((festival) => festival.date.startsWith(month))
    .map((festival) => {
      const row = computedFestivalRow(festival);
      return {
        key: festival.key,
        name: row.name,
        date: row.date,
        endDate: row.endDate,
        writtenDates: written.filter((w) => w.name === row.name).map((w) => w.date),
      };
    });
  return { proposals, yearWritten: written.length > 0 };
}

/**
 * Writes a year's computed calendar as its own, to be edited from there; refused (null) when the
 * year already has festivals written, which accepting must never duplicate.
 */
export async function acceptComputedYear(adminId: number, year: number): Promise<number | null> {
  if (!isComputableYear(year)) return null;
  const inputs = (await computedFestivals(year)).map(computedInput);
  return publishChange("festivals", async (trx) => {
    const existing = await trx
      .selectFrom("festivals")
      .select("id")
      .where("date", ">=", `${year}-01-01`)
      .where("date", "<=", `${year}-12-31`)
      .limit(1)
      .executeTakeFirst();
    if (existing) return null;
    await trx.insertInto("festivals").values(inputs).execute();
    await auditIn(trx, adminId, "festival.accept-year", { type: "festival-year", id: year }, { year, festivals: inputs.length });
    return inputs.length;
  });
}

/** Adds one computed festival (by its rule's key and date) to the year's calendar; its name, or null. */
export async function addComputedFestival(adminId: number, key: string, date: string): Promise<string | null> {
  const year = Number(date.slice(0, 4));
  if (!isComputableYear(year)) return null;
  const festival = (await computedFestivals(year)).find((f) => f.key === key && f.date === date);
  if (!festival) return null;
  const input = computedInput(festival);
  await addFestival(adminId, input);
  return input.name;
}
