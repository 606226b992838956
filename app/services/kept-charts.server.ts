import crypto from "node:crypto";

import { sql } from "kysely";

import type { BirthClock } from "~/domain/birth-clock";
import { KEPT_CHARTS_MAX, type KeptChartRelation } from "~/domain/kept-charts";
import type { BirthDetails } from "~/forms/birth-details";
import { getDb } from "~/infra/db.server";
import { decryptField, encryptField } from "~/infra/encryption.server";

// "My kundlis": the charts a customer keeps, theirs alone. Every verb takes the customer's id
// and touches only that customer's rows, so another customer's chart is answered as one that
// does not exist. A chart's link to send is made only when its owner asks, is known by the hash
// of a random token (the address names no birth detail) and ends when its owner stops it.

/** A kept chart: whose it is, and the birth as typed, its place as the place search reads it back. */
export type KeptChart = {
  id: number;
  name: string;
  relation: KeptChartRelation;
  date: string;
  time: string | null;
  place: string;
  clock: BirthClock | null;
};

/** What is kept of a chart made on the kundli page. */
export type ChartToKeep = Omit<KeptChart, "id">;

const COLUMNS = ["id", "name", "relation", "birthDate as date", "birthTime as time", "place", "clock"] as const;

const tokenHash = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** The customer's kept charts, in the order they were kept. */
export async function keptChartsOf(customerId: number): Promise<KeptChart[]> {
  const db = await getDb();
  return db.selectFrom("keptCharts").select(COLUMNS).where("customerId", "=", customerId).orderBy("id").execute();
}

/** One of the customer's kept charts, or null (not theirs, or none). */
export async function keptChartOf(customerId: number, id: number): Promise<KeptChart | null> {
  const db = await getDb();
  const row = await db
    .selectFrom("keptCharts")
    .select(COLUMNS)
    .where("id", "=", id)
    .where("customerId", "=", customerId)
    .executeTakeFirst();
  return row ?? null;
}

/** Keeps a chart for the customer; refused when they keep as many as allowed already. */
export async function keepChart(customerId: number, chart: ChartToKeep): Promise<{ id: number } | { full: true }> {
  const db = await getDb();
  return db.transaction().execute(async (trx) => {
    // One keeper at a time per customer, so that two posts at once cannot pass the count together.
    await trx.selectFrom("customers").select("id").where("id", "=", customerId).forUpdate().execute();
    const { count } = await trx
      .selectFrom("keptCharts")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("customerId", "=", customerId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= KEPT_CHARTS_MAX) return { full: true as const };
    const { id } = await trx
      .insertInto("keptCharts")
      .values({
        customerId,
        name: chart.name,
        relation: chart.relation,
        birthDate: chart.date,
        birthTime: chart.time,
        place: chart.place,
        clock: chart.clock,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { id };
  });
}

/** Renames one of the customer's charts; false when it is not theirs. */
export async function renameKeptChart(
  customerId: number,
  id: number,
  change: { name: string; relation: KeptChartRelation },
): Promise<boolean> {
  const db = await getDb();
  const result = await db
    .updateTable("keptCharts")
    .set({ name: change.name, relation: change.relation, updatedAt: sql<Date>`now()` })
    .where("id", "=", id)
    .where("customerId", "=", customerId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes one of the customer's charts, and its link with it; false when it is not theirs. */
export async function deleteKeptChart(customerId: number, id: number): Promise<boolean> {
  const db = await getDb();
  const result = await db.deleteFrom("keptCharts").where("id", "=", id).where("customerId", "=", customerId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Makes (or makes anew, ending the old one) the link to send one of the customer's charts: its token, or null when it is not theirs. */
export async function shareKeptChart(customerId: number, id: number): Promise<string | null> {
  const db = await getDb();
  return db.transaction().execute(async (trx) => {
    const chart = await trx
      .selectFrom("keptCharts")
      .select("id")
      .where("id", "=", id)
      .where("customerId", "=", customerId)
      .executeTakeFirst();
    if (!chart) return null;
    const token = crypto.randomBytes(32).toString("base64url");
    const share = { tokenHash: tokenHash(token), tokenSealed: encryptField(token) };
    await trx
      .insertInto("chartShares")
      .values({ chartId: id, ...share })
      .onConflict((conflict) => conflict.column("chartId").doUpdateSet(share))
      .execute();
    return token;
  });
}

/** Ends the link of one of the customer's charts; false when it had none or is not theirs. */
export async function stopSharingKeptChart(customerId: number, id: number): Promise<boolean> {
  const db = await getDb();
  const result = await db
    .deleteFrom("chartShares")
    .where("chartId", "=", (eb) => eb.selectFrom("keptCharts").select("id").where("id", "=", id).where("customerId", "=", customerId))
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The token of the link of one of the customer's charts, for its owner to copy, or null. */
export async function shareTokenOf(customerId: number, id: number): Promise<string | null> {
  const db = await getDb();
  const row = await db
    .selectFrom("chartShares")
    .innerJoin("keptCharts", "keptCharts.id", "chartShares.chartId")
    .select("chartShares.tokenSealed")
    .where("keptCharts.id", "=", id)
    .where("keptCharts.customerId", "=", customerId)
    .executeTakeFirst();
  return row ? decryptField(row.tokenSealed) : null;
}

/** The chart a link's token opens, or null (a token never made, or a link ended). */
export async function sharedChart(token: string): Promise<KeptChart | null> {
  const db = await getDb();
  const row = await db
    .selectFrom("chartShares")
    .innerJoin("keptCharts", "keptCharts.id", "chartShares.chartId")
    .select(["keptCharts.id", "name", "relation", "birthDate as date", "birthTime as time", "place", "clock"])
    .where("chartShares.tokenHash", "=", tokenHash(token))
    .executeTakeFirst();
  return row ?? null;
}

/** The customer's kept charts as "my data" lists them: with when each was kept and whether its link is open. */
export async function keptChartsHeld(customerId: number) {
  const db = await getDb();
  const rows = await db
    .selectFrom("keptCharts")
    .leftJoin("chartShares", "chartShares.chartId", "keptCharts.id")
    .select([
      "name",
      "relation",
      "birthDate as date",
      "birthTime as time",
      "place",
      "clock",
      "keptCharts.createdAt",
      "chartShares.chartId as sharedId",
    ])
    .where("customerId", "=", customerId)
    .orderBy("keptCharts.id")
    .execute();
  return rows.map(({ sharedId, ...chart }) => ({ ...chart, shared: sharedId !== null }));
}

/** A kept chart's birth as the kundli form gives one. */
export function keptBirthDetails(chart: KeptChart): BirthDetails {
  return { name: chart.name, date: chart.date, time: chart.time, place: chart.place, clock: chart.clock };
}
