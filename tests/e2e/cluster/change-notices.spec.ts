import { type Browser, expect, test } from "@playwright/test";
import pg from "pg";

import { adminCookie } from "../../support/admin-auth";
import { type FreshDatabase, freshDatabase, postgresReachable, startInstances } from "../../support/cluster";
import type { RunningServer } from "../../support/server-process";
import { freshMobile } from "../fixtures";
import { approveInAdmin, finishOnboarding, registerAstrologer, signInByOtp, uniqueName } from "../journey-helpers";

// What an administrator publishes on one instance shows on the other within a second, even
// where the other keeps the page in its cache for anonymous visitors (docs/decisions/009).

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** When an anonymous visitor of `url` first sees `text` (polled every 20 ms). */
async function firstSeen(url: string, text: string, timeoutMs = 30_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const html = await (await fetch(url)).text();
    if (html.includes(text)) return Date.now();
    if (Date.now() > deadline) throw new Error(`${url} did not show "${text}" within ${timeoutMs} ms`);
    await sleep(20);
  }
}

/** Fetches `path` anonymously until the instance answers it from its page cache; returns the page. */
async function warmPageCache(instance: RunningServer, path: string): Promise<string> {
  const logged = `"path":"${path.split("?")[0]}"`;
  const hits = () =>
    instance
      .output()
      .split("\n")
      .filter((line) => line.includes(logged) && line.includes(`"cache":"hit"`)).length;
  const before = hits();
  let html = "";
  await expect
    .poll(
      async () => {
        html = await (await fetch(`${instance.baseURL}${path}`)).text();
        return hits();
      },
      { timeout: 10_000, intervals: [100] },
    )
    .toBeGreaterThan(before);
  return html;
}

/** The journey helpers read the server, its outbox and its administrator's session from these. */
const E2E_VARIABLES = ["E2E_BASE_URL", "E2E_DATA_DIR", "E2E_ADMIN_COOKIE"] as const;

async function pageOn(browser: Browser, instance: RunningServer) {
  const context = await browser.newContext({
    baseURL: instance.baseURL,
    javaScriptEnabled: false,
    extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.13" },
  });
  return context.newPage();
}

if (await postgresReachable()) {
  test.describe("caches follow every instance", () => {
    test.describe.configure({ mode: "serial" });
    let database: FreshDatabase;
    let a: RunningServer;
    let b: RunningServer;
    let cookie: string;
    const saved: Partial<Record<(typeof E2E_VARIABLES)[number], string>> = {};

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      database = await freshDatabase();
      [a, b] = await startInstances(2, { databaseUrl: database.url });
      cookie = await adminCookie(a.baseURL);
      for (const name of E2E_VARIABLES) saved[name] = process.env[name];
      Object.assign(process.env, { E2E_BASE_URL: a.baseURL, E2E_DATA_DIR: a.dataDir, E2E_ADMIN_COOKIE: cookie });
    });

    test.afterAll(async () => {
      for (const name of E2E_VARIABLES) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
      await Promise.all([a, b].filter(Boolean).map((instance) => instance.stop()));
      await database?.drop();
    });

    test("an astrologer approved on A is on B's cached list within a second", async ({ browser }) => {
      test.setTimeout(180_000);
      const fullName = uniqueName("Kamat");
      const firstName = fullName.split(" ")[0];
      const page = await pageOn(browser, a);
      await signInByOtp(page, freshMobile(), "Are you an Astrologer?");
      await registerAstrologer(page, fullName, false);
      await finishOnboarding(page);

      const list = "/call-with-astrologer?language=konkani";
      expect(await warmPageCache(b, list)).not.toContain(firstName);
      const seenOnB = firstSeen(`${b.baseURL}${list}`, firstName);
      await approveInAdmin(page, fullName);
      const seen = await seenOnB;

      // The approval's own time in the database (its transaction's start, before the commit).
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const { rows } = await client
        .query<{ at: Date }>("select created_at as at from review_events where action = 'approved' order by id desc limit 1")
        .finally(() => client.end());
      const delay = seen - rows[0].at.getTime();
      console.log(`approved on A, listed on B after ${delay} ms`);
      expect(delay).toBeLessThan(1_000);
    });

    test("a question added to the FAQ on A is on B's cached FAQ page within a second", async () => {
      const question = `Does every instance show this question ${Date.now()}?`;
      expect(await warmPageCache(b, "/faq")).not.toContain(question);
      const seenOnB = firstSeen(`${b.baseURL}/faq`, question);
      const sent = Date.now();
      const added = await fetch(`${a.baseURL}/admin/faqmanager`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: a.baseURL, Cookie: cookie },
        body: new URLSearchParams({ intent: "add", language: "en", question, answer: "Yes, within a second." }),
        redirect: "manual",
      });
      expect([302, 303]).toContain(added.status);
      const delay = (await seenOnB) - sent;
      console.log(`added on A, shown on B after ${delay} ms`);
      expect(delay).toBeLessThan(1_000);
    });
  });
} else {
  console.log("NOTICE: no PostgreSQL on 127.0.0.1:5432; the cluster tests are not run.");
}
