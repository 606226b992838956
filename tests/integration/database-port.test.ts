import { MessageChannel } from "node:worker_threads";

import { CamelCasePlugin, type Generated, Kysely, PostgresDialect, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { isDatabaseUnavailable } from "~/infra/database-errors.server";
import { poolThrough, serveDatabaseOn } from "~/infra/database-port.server";
import { databasePool, getDb } from "~/infra/db.server";

// The database as a thread of the page pool reaches it (edge/page-pool.ts): through a message
// port to the main thread's own pool. Both ends run here, on the process's real database.

type Probe = { probe: { id: number; label: string; bytes: Buffer | null; at: Generated<Date> } };

let stop: () => void;
let across: Kysely<Probe>;
let raw: ReturnType<typeof poolThrough>;

beforeAll(async () => {
  const db = await getDb();
  await sql`create table probe (id integer primary key, label text not null unique, bytes bytea, at timestamptz not null default now())`.execute(
    db,
  );
  const channel = new MessageChannel();
  stop = serveDatabaseOn(channel.port1, databasePool);
  raw = poolThrough(channel.port2);
  across = new Kysely<Probe>({ dialect: new PostgresDialect({ pool: raw as never }), plugins: [new CamelCasePlugin()] });
});
afterAll(async () => {
  stop();
  await sql`drop table if exists probe`.execute(await getDb());
});

describe("the database through a port", () => {
  it("reads and writes the main thread's rows, bytes and dates as they are", async () => {
    await across
      .insertInto("probe")
      .values({ id: 1, label: "one", bytes: Buffer.from([0, 1, 254, 255]) })
      .execute();
    const seen = await sql<{ label: string }>`select label from probe where id = 1`.execute(await getDb());
    expect(seen.rows).toEqual([{ label: "one" }]);
    const row = await across.selectFrom("probe").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
    expect(Buffer.isBuffer(row.bytes)).toBe(true);
    expect([...row.bytes!]).toEqual([0, 1, 254, 255]);
    expect(row.at).toBeInstanceOf(Date);
    const updated = await across.updateTable("probe").set({ label: "uno" }).where("id", "=", 1).executeTakeFirst();
    expect(Number(updated.numUpdatedRows)).toBe(1);
  });

  it("keeps a transaction on one connection, and a rolled back one leaves nothing", async () => {
    await expect(
      across.transaction().execute(async (trx) => {
        await trx.insertInto("probe").values({ id: 2, label: "two" }).execute();
        expect(await trx.selectFrom("probe").select("label").where("id", "=", 2).executeTakeFirst()).toEqual({ label: "two" });
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await across.selectFrom("probe").select("id").where("id", "=", 2).execute()).toEqual([]);
  });

  it("gives the database's error with its code, which is not an outage", async () => {
    const error = await across
      .insertInto("probe")
      .values({ id: 3, label: "uno" })
      .execute()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as { code?: string }).code).toBe("23505");
    expect((error as { constraint?: string }).constraint).toBe("probe_label_key");
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("holds no connection of the main thread between a page thread's statements, only through a transaction", async () => {
    const client = await raw.connect();
    await client.query("select 1");
    // The page thread keeps Kysely's connection while it draws something else: the main thread's
    // next query must not wait for it (the embedded database has one connection).
    const mainQuery = sql`select 2 as two`.execute(await getDb());
    const waited = await Promise.race([
      mainQuery.then(() => "answered"),
      new Promise((resolve) => setTimeout(() => resolve("waited"), 3_000)),
    ]);
    expect(waited).toBe("answered");
    client.release();
  });

  it("carries an outage's cause and inner errors across, so that it is still told from a fault", async () => {
    const channel = new MessageChannel();
    // A database that cannot be reached: connecting to every address of "localhost" was refused.
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const unreachable = {
      connect: () => Promise.reject(new Error("connecting failed", { cause: new AggregateError([refused], "all refused") })),
    };
    const stopThis = serveDatabaseOn(channel.port1, async () => unreachable);
    const error = await (await poolThrough(channel.port2).connect()).query("select 1").catch((caught: unknown) => caught);
    stopThis();
    channel.port1.close();
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(((error as Error).cause as AggregateError).errors[0]).toMatchObject({ code: "ECONNREFUSED" });
  });

  it("rolls back and gives back what a thread that stopped still held", async () => {
    const channel = new MessageChannel();
    const stopThis = serveDatabaseOn(channel.port1, databasePool);
    const client = await poolThrough(channel.port2).connect();
    await client.query("begin");
    await client.query("insert into probe (id, label) values (4, 'four')");
    // The thread dies here: no commit, no release.
    stopThis();
    channel.port1.close();
    // The main thread's next query runs (the embedded database's one connection was given back)
    // and sees nothing of the unfinished transaction.
    const left = await sql<{ id: number }>`select id from probe where id = 4`.execute(await getDb());
    expect(left.rows).toEqual([]);
  });
});
