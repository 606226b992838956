import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { pglitePool } from "~/infra/pglite-pool.server";

// The pool reads each answer itself (prepared statements, its own rows; decision 020): it
// must give exactly what PGlite's own query() gives, whatever the text, type or statement.
let pg: PGlite;
let pool: ReturnType<typeof pglitePool>;

beforeAll(async () => {
  pg = await PGlite.create();
  pool = pglitePool(pg);
  await pg.exec(`
    create table things (id serial primary key, label text, note text, amount numeric, big bigint,
      ratio real, seen timestamptz, day date, flag boolean, data jsonb, tags text[], bytes bytea);
  `);
});

afterAll(async () => {
  await pool.end();
});

async function viaPool(text: string, params: unknown[] = []) {
  const client = await pool.connect();
  try {
    return await client.query(text, params);
  } finally {
    client.release();
  }
}

describe("the embedded database's answers through the pool", () => {
  it("are PGlite's own, row for row, for text in every script, nulls, numbers, dates, JSON and arrays", async () => {
    const labels = ["plain", "हिन्दी पाठ", "தமிழ்", "emoji 🪔✨", "", "quote ' and \\ backslash", "x".repeat(5000)];
    for (const [i, label] of labels.entries()) {
      await viaPool(
        "insert into things (label, note, amount, big, ratio, seen, day, flag, data, tags) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
        [
          label,
          i % 2 ? null : `note ${label}`,
          "12.50",
          String(2n ** 40n + BigInt(i)),
          0.25 * i,
          new Date(Date.UTC(2026, 10, 22, 5, i)),
          "2026-11-22",
          i % 2 === 0,
          JSON.stringify({ label, i }),
          `{a,"${i}"}`,
        ],
      );
    }
    const query = "select * from things where id > $1 order by id";
    const ours = await viaPool(query, [0]);
    const theirs = await pg.query(query, [0]);
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.rows.map((row) => (row as { label: string }).label)).toEqual(labels);
    expect(ours.rowCount).toBe(labels.length);
    expect(ours.command).toBe("SELECT");
    // A second run of the prepared statement (its columns known from the first) reads the same.
    expect((await viaPool(query, [0])).rows).toEqual(theirs.rows);
  });

  it("count the rows a change touched, and none for a statement without a count", async () => {
    expect(await viaPool("update things set note = $1 where flag = $2", ["changed", "t"])).toMatchObject({
      command: "UPDATE",
      rowCount: 4,
    });
    expect(await viaPool("delete from things where flag = $1", ["f"])).toMatchObject({ command: "DELETE", rowCount: 3 });
    expect(await viaPool("insert into things (label) values ($1), ($2) returning id", ["a", "b"])).toMatchObject({
      command: "INSERT",
      rowCount: 2,
    });
    expect(await viaPool("begin")).toMatchObject({ rowCount: 0 });
    expect(await viaPool("commit")).toMatchObject({ rowCount: 0 });
  });
});
