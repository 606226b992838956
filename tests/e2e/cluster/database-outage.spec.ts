import { expect, test } from "@playwright/test";
import pg from "pg";

import { adminCookie } from "../../support/admin-auth";
import { sharedSecrets } from "../../support/cluster";
import { adminEnv, type RunningServer, startServer } from "../../support/server-process";
import { canMakeThrowawayPostgres, type ThrowawayPostgres, throwawayPostgres } from "../../support/throwaway-postgres";

// The site on a PostgreSQL server of the test's own, which the test stops in the middle of a
// run and starts again (decision 011): 503s while it is down, recovery without a restart, and
// every write the site acknowledged still there.

/** "A few seconds": no answer while the database is down may take longer than this. */
const ANSWER_BOUND_MS = 4_000;

if (await canMakeThrowawayPostgres()) {
  test.describe("a database outage", () => {
    test.describe.configure({ mode: "serial" });
    let database: ThrowawayPostgres;
    let server: RunningServer;
    let admin: string;
    // A second instance on the same database must read what the first encrypted.
    const secrets = sharedSecrets();

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      database = await throwawayPostgres();
      server = await startServer({ env: { ...adminEnv(), ...secrets, DATABASE_URL: database.url } });
      admin = await adminCookie(server.baseURL);
    });

    test.afterAll(async () => {
      await server?.stop();
      await database?.remove();
    });

    const timed = async (path: string, init: RequestInit = {}) => {
      const started = Date.now();
      const response = await fetch(`${server.baseURL}${path}`, { redirect: "manual", ...init });
      const body = await response.text();
      return { status: response.status, headers: response.headers, body, ms: Date.now() - started };
    };
    const addFaq = (question: string) =>
      timed("/admin/faqmanager", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.baseURL, Cookie: admin },
        body: new URLSearchParams({ intent: "add", language: "en", question, answer: "Yes." }),
      });
    const storedQuestions = async (prefix: string) => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ question: string }>("select question from faqs where question like $1", [`${prefix}%`]);
        return rows.map((row) => row.question);
      } finally {
        await client.end();
      }
    };

    /** Whether the change-notice connection came back after it was last lost. */
    const listeningAgain = (log: string) =>
      log.lastIndexOf("change notices: listening again") > log.lastIndexOf("change notices: connection lost");

    test("while PostgreSQL is down pages and posts answer a short styled 503 within seconds, and the site comes back by itself with every acknowledged write", async () => {
      test.setTimeout(120_000);
      const run = `Outage ${Date.now().toString(36)}`;
      // An administrator keeps adding questions; the database is stopped (a crash: no
      // checkpoint) in the middle of it.
      const acknowledged: string[] = [];
      const answered = new Map<string, number>();
      let writing = true;
      const writer = (async () => {
        for (let i = 0; writing; i++) {
          const question = `${run} question ${i}?`;
          const { status, headers } = await addFaq(question);
          answered.set(question, status);
          if (status === 302 && headers.get("location") === "/admin/faqmanager") acknowledged.push(question);
        }
      })();
      await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
      await database.stop("immediate");
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      writing = false;
      await writer;
      // Every post was either acknowledged or refused with 503: nothing else, and no hang.
      for (const [question, status] of answered) expect([302, 503], question).toContain(status);

      // Pages that need the database: the 503 page, quickly, styled, with no detail.
      for (const path of ["/admin/faqmanager", "/blogs?page=1&outage=1", "/admin"]) {
        const page = await timed(path, { headers: { Cookie: admin } });
        expect(page.status, path).toBe(503);
        expect(page.ms, path).toBeLessThan(ANSWER_BOUND_MS);
        expect(page.headers.get("retry-after"), path).toMatch(/^\d+$/);
        expect(page.headers.get("content-type"), path).toMatch(/^text\/html/);
        expect(page.body, path).toMatch(/We(&#x27;|&#39;|')ll be right back/);
        expect(page.body, path).toMatch(/<style[^>]*>[\s\S]*\.error-page/);
        expect(page.body, path).not.toMatch(/\bat \S+ \(|ECONNREFUSED|node_modules|Error:/);
      }

      // A post while it is down: 503, and nothing of it is applied after the recovery.
      const refused = `${run} sent while down?`;
      const post = await addFaq(refused);
      expect(post.status).toBe(503);
      expect(post.ms).toBeLessThan(ANSWER_BOUND_MS);

      // Alive, not ready.
      expect((await timed("/healthz")).status).toBe(200);
      const readiness = await timed("/readyz");
      expect(readiness.status).toBe(503);
      expect(readiness.ms).toBeLessThan(ANSWER_BOUND_MS);

      // Back up: the same process recovers by itself.
      await database.start();
      await expect.poll(async () => (await timed("/readyz")).status, { timeout: 20_000 }).toBe(200);
      const faqPage = await timed("/admin/faqmanager", { headers: { Cookie: admin } });
      expect(faqPage.status).toBe(200);
      for (const question of acknowledged) expect(faqPage.body).toContain(question);

      const stored = await storedQuestions(run);
      for (const question of acknowledged) expect(stored).toContain(question);
      expect(stored).not.toContain(refused);
      // A post cut off in flight may have committed or not, but never twice.
      expect(new Set(stored).size).toBe(stored.length);

      // And writes work again.
      const after = await addFaq(`${run} after the recovery?`);
      expect(after.status).toBe(302);
    });

    test("anonymous visitors keep reading the public pages the cache holds while PostgreSQL is down", async () => {
      test.setTimeout(60_000);
      // When its change-notice connection comes back, an instance drops every cache (notices sent
      // meanwhile are lost). That can come seconds after /readyz (it waits longer after each
      // failure), so the page is cached only once it is listening again.
      await expect.poll(() => listeningAgain(server.output()), { timeout: 30_000 }).toBe(true);
      expect((await timed("/faq")).status).toBe(200);
      await database.stop("fast");
      try {
        const cached = await timed("/faq");
        expect(cached.status).toBe(200);
        expect(cached.body).toContain("after the recovery?");
      } finally {
        await database.start();
      }
      await expect.poll(async () => (await timed("/readyz")).status, { timeout: 20_000 }).toBe(200);
    });

    test("an instance started while PostgreSQL is down stays alive, answers 503, and becomes ready when it comes up", async () => {
      test.setTimeout(90_000);
      await database.stop("fast");
      let late: RunningServer | undefined;
      try {
        late = await startServer({ env: { ...adminEnv(), ...secrets, DATABASE_URL: database.url }, waitFor: "/healthz" });
        const readiness = await fetch(`${late.baseURL}/readyz`);
        expect(readiness.status).toBe(503);
        expect(await readiness.text()).toBe("starting");
        const page = await fetch(`${late.baseURL}/`);
        expect(page.status).toBe(503);
        expect(page.headers.get("retry-after")).toMatch(/^\d+$/);
        const html = await page.text();
        expect(html).toMatch(/We(&#x27;|&#39;|')ll be right back/);
        expect(html).toContain("<style>");
        // The page's scripts, asking for its data, get the same 503 (the edge writes no data answers).
        const data = await fetch(`${late.baseURL}/blogs.data?page=2&_routes=root`);
        expect(data.status).toBe(503);
        expect(data.headers.get("retry-after")).toMatch(/^\d+$/);
        await database.start();
        await expect.poll(async () => (await fetch(`${late!.baseURL}/readyz`)).status, { timeout: 30_000 }).toBe(200);
        expect((await fetch(`${late.baseURL}/`)).status).toBe(200);
      } finally {
        await database.start().catch(() => undefined);
        await late?.stop();
      }
    });
  });
} else {
  console.log("NOTICE: initdb/pg_ctl are not available; the database outage test is not run.");
}
