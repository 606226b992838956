import { expect, test } from "@playwright/test";

import { type FreshDatabase, freshDatabase, postgresReachable, startInstances } from "../../support/cluster";
import type { RunningServer } from "../../support/server-process";
import { customerWithPhoto, publishedPictures, visitorOf } from "../../support/stored-pictures";

// Uploaded pictures live in the database, not on the disk of the instance that took them:
// a photo and a blog post's pictures uploaded through A are sent by B, byte for byte, with
// the same ETag, and B's 304 answers A's validator.

if (await postgresReachable()) {
  test.describe("pictures across two instances", () => {
    test.describe.configure({ mode: "serial" });
    let database: FreshDatabase;
    let instances: RunningServer[] = [];

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      database = await freshDatabase();
      instances = await startInstances(2, { databaseUrl: database.url, env: { SEED_DEMO_DATA: "false" } });
    });

    test.afterAll(async () => {
      await Promise.all(instances.map((instance) => instance.stop()));
      await database?.drop();
    });

    test("a profile photo and blog pictures uploaded on A are sent by B, with the same ETag", async () => {
      const [a, b] = instances;
      const { ctx: owner, photoUrl } = await customerWithPhoto(a);
      const pictures = await publishedPictures(a);
      const visitor = await visitorOf(b);
      // Cookies do not tell ports apart: the owner's session cookie from A goes to B too.
      const files = [
        { ctx: owner, url: photoUrl },
        ...pictures.flatMap((picture) => ["", "?w=480", "?v=share"].map((variant) => ({ ctx: visitor, url: picture + variant }))),
      ];
      for (const { ctx, url } of files) {
        const fromA = await ctx.get(`${a.baseURL}${url}`);
        const fromB = await ctx.get(`${b.baseURL}${url}`);
        expect([url, fromA.status(), fromB.status()]).toEqual([url, 200, 200]);
        expect((await fromB.body()).equals(await fromA.body()), url).toBe(true);
        expect(fromB.headers()["etag"], url).toBe(fromA.headers()["etag"]);
        expect((await ctx.get(`${b.baseURL}${url}`, { headers: { "If-None-Match": fromA.headers()["etag"] } })).status(), url).toBe(304);
      }
      await owner.dispose();
      await visitor.dispose();
    });
  });
} else {
  console.log("NOTICE: no PostgreSQL on 127.0.0.1:5432; the cluster tests are not run.");
}
