import fs from "node:fs";
import http from "node:http";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { openDatabase } from "../../../app/infra/db.server";
import { startServer, tempDataDir } from "../../support/server-process";

test.describe.configure({ mode: "serial" });

async function tableCounts(dataDir: string) {
  const db = await openDatabase({ pgliteDir: path.join(dataDir, "pglite") });
  try {
    const counts: Record<string, number> = {};
    for (const table of ["astrologers", "blogs", "horoscopePredictions", "faqs", "contacts", "customers"] as const) {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      counts[table] = Number(row.n);
    }
    return counts;
  } finally {
    await db.destroy();
  }
}

test("a restart keeps all data and the seed adds nothing the second time", async () => {
  test.setTimeout(120_000);
  const dataDir = tempDataDir();
  try {
    const first = await startServer({ dataDir });
    expect(await first.stop()).toBe(0);
    const afterFirst = await tableCounts(dataDir);
    expect(afterFirst.astrologers).toBeGreaterThanOrEqual(24);
    // 61 days of the twelve signs, in English and in Hindi.
    expect(afterFirst.horoscopePredictions).toBe(61 * 12 * 2);

    // A row of our own must survive the restart too.
    const db = await openDatabase({ pgliteDir: path.join(dataDir, "pglite") });
    await db.insertInto("customers").values({ mobile: "9123456780", firstName: "Asha" }).execute();
    await db.destroy();

    const second = await startServer({ dataDir });
    expect(await second.stop()).toBe(0);
    const afterSecond = await tableCounts(dataDir);
    expect(afterSecond).toEqual({ ...afterFirst, customers: afterFirst.customers + 1 });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test("SIGTERM while a slow request runs lets it complete and exits 0", async () => {
  test.setTimeout(60_000);
  const server = await startServer();
  try {
    const url = new URL(`${server.baseURL}/logout`);
    const body = "slow=" + "x".repeat(2000);
    // A client that sends its form slowly keeps the request in flight across the signal.
    const status = new Promise<number>((resolve, reject) => {
      const req = http.request(
        url,
        {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 1000));
      setTimeout(() => server.process.kill("SIGTERM"), 300);
      setTimeout(() => req.end(body.slice(1000)), 1500);
    });
    expect(await status).toBe(302);
    const answeredAt = Date.now();
    expect(await server.stop()).toBe(0);
    expect(Date.now() - answeredAt).toBeLessThan(5_000);
    expect(server.output()).toContain('"msg":"stopped"');
  } finally {
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
});

test("a wrong configuration value stops the start with a message naming the variable", async () => {
  await expect(startServer({ env: { SEED_DEMO_DATA: "perhaps" } })).rejects.toThrow(/SEED_DEMO_DATA/);
});
