import { expect, test } from "@playwright/test";
import { freshDatabase, postgresReachable, startInstances, type FreshDatabase } from "../../support/cluster";
import type { RunningServer } from "../../support/server-process";

// Two instances of the site on one fresh PostgreSQL database (issue 13).

if (await postgresReachable()) {
  test.describe("two instances on one PostgreSQL", () => {
    test.describe.configure({ mode: "serial" });
    let database: FreshDatabase;
    let instances: RunningServer[] = [];

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      database = await freshDatabase();
      instances = await startInstances(2, { databaseUrl: database.url });
    });

    test.afterAll(async () => {
      await Promise.all(instances.map((instance) => instance.stop()));
      await database?.drop();
    });

    test("both instances serve the one seeded database", async () => {
      for (const instance of instances) {
        const home = await fetch(`${instance.baseURL}/`);
        expect(home.status).toBe(200);
        expect(await home.text()).toContain("support@grahavani.in");
      }
    });
  });
} else {
  console.log("NOTICE: no PostgreSQL on 127.0.0.1:5432; the cluster tests are not run.");
}
