import { expect, test } from "@playwright/test";
import pg from "pg";

import { type FreshDatabase, freshDatabase, postgresReachable, sharedSecrets, startInstance } from "../../support/cluster";
import type { RunningServer } from "../../support/server-process";

// Two instances started at the same moment on one empty database (docs/deploying.md): the start-up
// lock lets one migrate, seed and create the administrator while the other waits, so both
// become ready and the work is done once.

if (await postgresReachable()) {
  test.describe("two instances starting at once", () => {
    let database: FreshDatabase;
    let instances: RunningServer[] = [];

    test.afterAll(async () => {
      await Promise.all(instances.map((instance) => instance.stop()));
      await database?.drop();
    });

    test("both become ready, and the migrations, the seeded content, the demo data and the administrator exist once", async () => {
      test.setTimeout(120_000);
      database = await freshDatabase();
      const secrets = sharedSecrets();
      const started = await Promise.allSettled([0, 1].map(() => startInstance({ databaseUrl: database.url, secrets })));
      instances = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
      for (const result of started) if (result.status === "rejected") throw result.reason;

      for (const instance of instances) expect((await fetch(`${instance.baseURL}/readyz`)).status).toBe(200);

      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const migrations = await client.query<{ name: string; count: number }>(
          "select name, count(*)::int as count from kysely_migration group by name order by name",
        );
        expect(migrations.rows.length).toBeGreaterThan(0);
        for (const row of migrations.rows) expect(row.count, row.name).toBe(1);
        const seeds = await client.query<{ key: string }>("select key from app_meta where key like '%seed%' order by key");
        expect(seeds.rows.map((row) => row.key)).toEqual([
          "content_seed_version",
          "demo_hindi_seed_version",
          "demo_seed_version",
          "demo_yearly_seed_version",
          "festival_hindi_seed_version",
          "festival_revision_2_seed_version",
          "festival_revision_3_seed_version",
          "festival_revision_seed_version",
        ]);
        // The content seeds wrote their rows once: three published years of twelve signs in English,
        // the two demo years in Hindi too, each festival once.
        const yearly = await client.query<{ year: number; language: string; signs: number }>(
          "select y.year, y.language, count(h.sign)::int as signs from yearly_horoscope_years y join yearly_horoscopes h using (year, language) group by y.year, y.language order by y.year, y.language",
        );
        expect(yearly.rows).toEqual([
          { year: 2025, language: "en", signs: 12 },
          { year: 2026, language: "en", signs: 12 },
          { year: 2026, language: "hi", signs: 12 },
          { year: 2027, language: "en", signs: 12 },
          { year: 2027, language: "hi", signs: 12 },
        ]);
        const festivals = await client.query<{ total: number; distinct: number }>(
          "select count(*)::int as total, count(distinct (name, date))::int as distinct from festivals",
        );
        expect(festivals.rows[0].total).toBeGreaterThan(150);
        expect(festivals.rows[0].total).toBe(festivals.rows[0].distinct);
        const faqs = await client.query<{ total: number; questions: number }>(
          "select count(*)::int as total, count(distinct question)::int as questions from faqs",
        );
        expect(faqs.rows[0].total).toBeGreaterThan(0);
        expect(faqs.rows[0].total).toBe(faqs.rows[0].questions);
        const admins = await client.query<{ count: number }>("select count(*)::int as count from admins");
        expect(admins.rows[0].count).toBe(1);
      } finally {
        await client.end();
      }
      // Neither instance waited in vain or failed: each logged its start-up.
      expect(instances.map((instance) => instance.output()).join("\n")).not.toContain("start failed");
    });
  });
} else {
  console.log("NOTICE: no PostgreSQL on 127.0.0.1:5432; the simultaneous start test is not run.");
}
