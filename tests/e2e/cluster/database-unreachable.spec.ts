import { expect, test } from "@playwright/test";

import { adminCookie } from "../../support/admin-auth";
import { type FreshDatabase, freshDatabase, postgresReachable, sharedSecrets, startInstance } from "../../support/cluster";
import type { RunningServer } from "../../support/server-process";
import { type TcpRelay, tcpRelay } from "../../support/tcp-relay";

// PostgreSQL that goes silent rather than away (a network path that drops packets): nothing
// refuses or resets the connections, so only our time limits stop a page from hanging.

/** Connecting gives up after 3 s, a statement on a silent connection after 5 s (db.server.ts). */
const SILENT_BOUND_MS = 7_000;

if (await postgresReachable()) {
  test.describe("a database that stops answering", () => {
    let database: FreshDatabase;
    let relay: TcpRelay;
    let server: RunningServer;

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      database = await freshDatabase();
      relay = await tcpRelay(Number(new URL(database.url).port || 5432));
      const url = new URL(database.url);
      url.port = String(relay.port);
      server = await startInstance({ databaseUrl: url.toString(), secrets: sharedSecrets() });
    });

    test.afterAll(async () => {
      await server?.stop();
      await relay?.close();
      await database?.drop();
    });

    test("pages answer 503 within seconds instead of hanging, and the site recovers when the path comes back", async () => {
      test.setTimeout(90_000);
      const admin = await adminCookie(server.baseURL);
      const get = async (path: string) => {
        const started = Date.now();
        const response = await fetch(`${server.baseURL}${path}`, { headers: { Cookie: admin }, redirect: "manual" });
        await response.text();
        return { status: response.status, ms: Date.now() - started };
      };
      expect((await get("/admin/faqmanager")).status).toBe(200);

      relay.freeze();
      // Several at once: some wait on pooled connections gone silent, some on new ones.
      const answers = await Promise.all(["/admin/faqmanager", "/admin", "/admin/reports", "/admin/faqmanager?again=1"].map(get));
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(answer.ms).toBeLessThan(SILENT_BOUND_MS);
      }
      const readiness = await fetch(`${server.baseURL}/readyz`);
      expect(readiness.status).toBe(503);
      expect((await fetch(`${server.baseURL}/healthz`)).status).toBe(200);

      relay.thaw();
      await expect.poll(async () => (await fetch(`${server.baseURL}/readyz`)).status, { timeout: 20_000 }).toBe(200);
      expect((await get("/admin/faqmanager")).status).toBe(200);
    });
  });
} else {
  console.log("NOTICE: no PostgreSQL on 127.0.0.1:5432; the silent database test is not run.");
}
