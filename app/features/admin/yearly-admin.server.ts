import type { Transaction } from "kysely";

import { type Sign, SIGNS } from "~/domain/horoscope";
import type { YearlyLanguage, YearlySections } from "~/domain/yearly-horoscope";
import { publishChange } from "~/infra/change-notices.server";
import { getDb } from "~/infra/db.server";
import type { Database } from "~/infra/db-schema.server";
import { auditIn } from "~/services/audit.server";

// The admin side of the yearly horoscopes (the screens are routes/admin+/yearly.*).
// A year is started as a draft, its signs are written, and publishing shows it on the site;
// every change is audited and announced, so every instance drops the pages that show it.

export type YearlyYearSummary = { year: number; publishedAt: Date | null; written: number; demo: number };

/** Every year of a language, newest first, with how many of its signs are written. */
export async function listYearlyYears(language: YearlyLanguage = "en"): Promise<YearlyYearSummary[]> {
  const db = await getDb();
  const rows = await db
    .selectFrom("yearlyHoroscopeYears as y")
    .leftJoin("yearlyHoroscopes as h", (join) => join.onRef("h.year", "=", "y.year").onRef("h.language", "=", "y.language"))
    .select((eb) => [
      "y.year",
      "y.publishedAt",
      eb.fn.count<string>("h.sign").as("written"),
      eb.fn.count<string>("h.sign").filterWhere("h.isDemo", "=", true).as("demo"),
    ])
    .where("y.language", "=", language)
    .groupBy(["y.year", "y.publishedAt"])
    .orderBy("y.year", "desc")
    .execute();
  return rows.map((row) => ({ ...row, written: Number(row.written), demo: Number(row.demo) }));
}

export type YearlySignSummary = { sign: Sign; written: boolean; updatedAt: Date | null; demo: boolean };

/** One year and its twelve signs in zodiac order, or null when it does not exist. */
export async function getYearlyYear(year: number, language: YearlyLanguage = "en") {
  const db = await getDb();
  const found = await db
    .selectFrom("yearlyHoroscopeYears")
    .select(["year", "publishedAt"])
    .where("year", "=", year)
    .where("language", "=", language)
    .executeTakeFirst();
  if (!found) return null;
  const rows = await db
    .selectFrom("yearlyHoroscopes")
    .select(["sign", "updatedAt", "isDemo"])
    .where("year", "=", year)
    .where("language", "=", language)
    .execute();
  const signs: YearlySignSummary[] = SIGNS.map((sign) => {
    const row = rows.find((r) => r.sign === sign.slug);
    return { sign, written: Boolean(row), updatedAt: row?.updatedAt ?? null, demo: Boolean(row?.isDemo) };
  });
  return { ...found, signs, written: rows.length, demo: rows.filter((row) => row.isDemo).length };
}

/** The year's row, locked to the end of the transaction (a save and a publish wait for each other); undefined when none. */
async function lockYear(trx: Transaction<Database>, year: number, language: YearlyLanguage) {
  return trx
    .selectFrom("yearlyHoroscopeYears")
    .select("publishedAt")
    .where("year", "=", year)
    .where("language", "=", language)
    .forUpdate()
    .executeTakeFirst();
}

/** Starts a draft year; "exists" when it was started before. */
export async function startYearlyYear(adminId: number, year: number, language: YearlyLanguage = "en"): Promise<"started" | "exists"> {
  return publishChange("yearly-horoscopes", async (trx) => {
    const row = await trx
      .insertInto("yearlyHoroscopeYears")
      .values({ year, language })
      .onConflict((oc) => oc.columns(["year", "language"]).doNothing())
      .returning("year")
      .executeTakeFirst();
    if (!row) return "exists";
    await auditIn(trx, adminId, "yearly.start", { type: "yearly-year", id: `${year}-${language}` });
    return "started";
  });
}

/** Writes one sign's text; null when the year does not exist, else whether the year is published. */
export async function saveYearlySign(
  adminId: number,
  year: number,
  sign: Sign,
  sections: YearlySections,
  language: YearlyLanguage = "en",
): Promise<{ published: boolean } | null> {
  return publishChange("yearly-horoscopes", async (trx) => {
    // A publish running at the same time sees this sign or waits for it.
    const found = await lockYear(trx, year, language);
    if (!found) return null;
    const now = new Date();
    await trx
      .insertInto("yearlyHoroscopes")
      .values({ year, language, sign: sign.slug, sections: JSON.stringify(sections), isDemo: false, updatedBy: adminId, updatedAt: now })
      .onConflict((oc) =>
        oc
          .columns(["year", "language", "sign"])
          .doUpdateSet({ sections: JSON.stringify(sections), isDemo: false, updatedBy: adminId, updatedAt: now }),
      )
      .execute();
    await trx
      .updateTable("yearlyHoroscopeYears")
      .set({ updatedAt: now })
      .where("year", "=", year)
      .where("language", "=", language)
      .execute();
    await auditIn(trx, adminId, "yearly.save", { type: "yearly-sign", id: `${year}-${language}-${sign.slug}` });
    return { published: found.publishedAt !== null };
  });
}

export type PublishOutcome = { kind: "published" } | { kind: "incomplete"; written: number } | { kind: "missing" };

/** Shows a year on the site: only once all twelve signs are written. */
export async function publishYearlyYear(adminId: number, year: number, language: YearlyLanguage = "en"): Promise<PublishOutcome> {
  return publishChange("yearly-horoscopes", async (trx) => {
    const found = await lockYear(trx, year, language);
    if (!found) return { kind: "missing" } as const;
    const counted = await trx
      .selectFrom("yearlyHoroscopes")
      .select((eb) => eb.fn.countAll<string>().as("written"))
      .where("year", "=", year)
      .where("language", "=", language)
      .executeTakeFirstOrThrow();
    const written = Number(counted.written);
    if (written < SIGNS.length) return { kind: "incomplete", written } as const;
    if (found.publishedAt === null) {
      await trx
        .updateTable("yearlyHoroscopeYears")
        .set({ publishedAt: new Date(), publishedBy: adminId, updatedAt: new Date() })
        .where("year", "=", year)
        .where("language", "=", language)
        .execute();
      await auditIn(trx, adminId, "yearly.publish", { type: "yearly-year", id: `${year}-${language}` });
    }
    return { kind: "published" } as const;
  });
}

/** Takes a year off the site (its texts stay, as a draft); false when it does not exist. */
export async function unpublishYearlyYear(adminId: number, year: number, language: YearlyLanguage = "en"): Promise<boolean> {
  return publishChange("yearly-horoscopes", async (trx) => {
    const result = await trx
      .updateTable("yearlyHoroscopeYears")
      .set({ publishedAt: null, publishedBy: null, updatedAt: new Date() })
      .where("year", "=", year)
      .where("language", "=", language)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await auditIn(trx, adminId, "yearly.unpublish", { type: "yearly-year", id: `${year}-${language}` });
    return true;
  });
}

/** Deletes a draft year and its texts; a published year is refused. */
export async function deleteYearlyYear(
  adminId: number,
  year: number,
  language: YearlyLanguage = "en",
): Promise<"deleted" | "published" | "missing"> {
  return publishChange("yearly-horoscopes", async (trx) => {
    const found = await lockYear(trx, year, language);
    if (!found) return "missing";
    if (found.publishedAt !== null) return "published";
    await trx.deleteFrom("yearlyHoroscopeYears").where("year", "=", year).where("language", "=", language).execute();
    await auditIn(trx, adminId, "yearly.delete", { type: "yearly-year", id: `${year}-${language}` });
    return "deleted";
  });
}
