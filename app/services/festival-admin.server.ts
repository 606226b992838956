import fs from "node:fs/promises";
import path from "node:path";

import type { FestivalInput } from "~/domain/festival-admin";
import { publishChange } from "~/infra/change-notices.server";

import { auditIn } from "./audit.server";
import { monthRows } from "./festivals.server";

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
