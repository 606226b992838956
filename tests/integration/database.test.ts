import { sql } from "kysely";
import { describe, expect, it } from "vitest";

import { getDb, openDatabase, pingDatabase } from "~/infra/db.server";
import { migrateToLatest } from "~/infra/migrate.server";

describe("database", () => {
  it("is migrated with every table the spec needs", async () => {
    const db = await getDb();
    const tables = (await db.introspection.getTables()).map((t) => t.name);
    for (const name of [
      "customers",
      "astrologers",
      "astrologer_bank_details",
      "astrologer_documents",
      "review_events",
      "otp_challenges",
      "blogs",
      "blog_images",
      "horoscope_predictions",
      "faqs",
      "contacts",
      "admins",
      "audit_log",
    ]) {
      expect(tables).toContain(name);
    }
  });

  // DATABASE_POOL_SIZE: several instances must fit their pools under max_connections (docs/deploying.md).
  it.runIf(Boolean(process.env.DATABASE_URL))("opens no more PostgreSQL connections than its pool size", async () => {
    const db = await openDatabase({ url: process.env.DATABASE_URL, poolSize: 2 });
    try {
      const rows = await Promise.all(
        Array.from({ length: 6 }, () => sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(db)),
      );
      expect(new Set(rows.map((r) => r.rows[0].pid)).size).toBe(2);
    } finally {
      await db.destroy();
    }
  });

  it("migrating again changes nothing", async () => {
    const db = await getDb();
    await migrateToLatest(db, process.env.DATABASE_SCHEMA);
    await pingDatabase();
  });

  it("keeps calendar dates as plain strings and counts as numbers", async () => {
    const db = await getDb();
    await db
      .insertInto("horoscopePredictions")
      .values({ predictionDate: "2026-03-15", sign: "leo", language: "english", prediction: "A bright day." })
      .execute();
    const row = await db
      .selectFrom("horoscopePredictions")
      .select(["predictionDate", (eb) => eb.fn.countAll<number>().over().as("total")])
      .where("sign", "=", "leo")
      .executeTakeFirstOrThrow();
    expect(row.predictionDate).toBe("2026-03-15");
    expect(typeof row.total).toBe("number");
  });

  it("rolls back a failed transaction as a whole", async () => {
    const db = await getDb();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto("contacts").values({ email: "rollback@example.in", phone: "1" }).execute();
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    const found = await db.selectFrom("contacts").select("id").where("email", "=", "rollback@example.in").execute();
    expect(found).toHaveLength(0);
  });

  it("serves concurrent queries while a transaction runs", async () => {
    const db = await getDb();
    const results = await Promise.all([
      db.transaction().execute(async (trx) => {
        await trx.insertInto("contacts").values({ email: "tx@example.in", phone: "2" }).execute();
        return sql<{ n: number }>`select 1 as n`.execute(trx);
      }),
      ...Array.from({ length: 5 }, () => sql<{ n: number }>`select 2 as n`.execute(db)),
    ]);
    expect(results.map((r) => r.rows[0].n)).toEqual([1, 2, 2, 2, 2, 2]);
  });
});
