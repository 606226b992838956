import { expect, test } from "@playwright/test";

import { adminCookie } from "../../support/admin-auth";
import { type FreshDatabase, freshDatabase, postgresReachable, startInstances } from "../../support/cluster";
import type { RunningServer } from "../../support/server-process";
import { type LocalSmtp, localSmtp } from "../../support/smtp";

// Approval e-mails survive an SMTP outage: two instances on one PostgreSQL send
// through a local SMTP server (smtp-server) that is down when the application is approved.
// Retries are quick here (OUTBOX_RETRY_BASE_MS) so that the test does not wait minutes.

const emailOf = (name: string) => `${name.toLowerCase().replace(" ", ".")}@example.in`;

if (await postgresReachable()) {
  test.describe("an SMTP outage with two instances", () => {
    test.describe.configure({ mode: "serial" });
    let database: FreshDatabase;
    let instances: RunningServer[] = [];
    let smtp: LocalSmtp;
    let cookie: string;

    const page = async (instance: RunningServer, path: string) => {
      const response = await fetch(`${instance.baseURL}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
      expect(response.status, path).toBe(200);
      return response.text();
    };

    /** The demo seed's pending application of `name`, by its link on the dashboard. */
    const applicationId = async (instance: RunningServer, name: string) => {
      const html = await page(instance, "/admin?tab=pending");
      const link = html.match(new RegExp(`<a[^>]*aria-label="View Application of ${name}"[^>]*>`))?.[0] ?? "";
      const id = link.match(/href="\/admin\/view\/(\d+)"/)?.[1];
      if (!id) throw new Error(`no pending application of ${name}`);
      return id;
    };

    /** Approves or rejects as the review page's form does, with JavaScript off. */
    const decide = async (instance: RunningServer, name: string, form: Record<string, string>) => {
      const id = await applicationId(instance, name);
      const response = await fetch(`${instance.baseURL}/admin/view/${id}`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: instance.baseURL, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(form),
        redirect: "manual",
      });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(`/admin/view/${id}`);
      return id;
    };

    /** The tries the Messages page shows for the queued message to `to`, if it lists one. */
    const listedTries = async (instance: RunningServer, to: string) => {
      const row = (await page(instance, "/admin/messages")).split("<tr").find((r) => r.includes(to));
      const tries = row?.match(/data-label="Tries">(\d+)</)?.[1];
      return tries === undefined ? null : Number(tries);
    };

    const mailsTo = (to: string) => smtp.received.filter((m) => m.to.includes(to));

    test.beforeAll(async () => {
      test.setTimeout(180_000);
      smtp = await localSmtp();
      database = await freshDatabase();
      instances = await startInstances(2, {
        databaseUrl: database.url,
        env: {
          SMTP_URL: smtp.url,
          OUTBOX_RETRY_BASE_MS: "300",
          OUTBOX_RETRY_MAX_MS: "1000",
          OUTBOX_MAX_ATTEMPTS: "1000",
          OUTBOX_POLL_MS: "300",
        },
      });
      cookie = await adminCookie(instances[0].baseURL);
    });

    test.afterAll(async () => {
      await Promise.all(instances.map((instance) => instance.stop()));
      await smtp?.stop();
      await database?.drop();
    });

    test("an approval while SMTP is down succeeds, and its e-mail arrives exactly once when SMTP is back", async () => {
      const [a, b] = instances;
      const to = emailOf("Aditi Verma");
      const id = await decide(a, "Aditi Verma", { intent: "approve" });
      expect(await page(b, `/admin/view/${id}`)).toContain("Status: <strong>Active</strong>");

      // The e-mail waits in the queue while the workers' tries fail.
      await expect.poll(() => listedTries(b, to), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
      expect(mailsTo(to)).toEqual([]);

      await smtp.start();
      await expect.poll(() => mailsTo(to).length, { timeout: 15_000 }).toBe(1);
      expect(mailsTo(to)[0].subject).toMatch(/approved/i);
      // Both workers keep polling (every 300 ms here): give them time to send it a second time.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(mailsTo(to)).toHaveLength(1);
      expect(await listedTries(a, to)).toBeNull();
    });

    test("with both workers running, each decision's e-mail is delivered exactly once", async () => {
      const [a, b] = instances;
      await decide(a, "Bhavesh Shah", { intent: "approve" });
      await decide(b, "Sanjana Das", { intent: "reject", reason: "The certificate is not readable" });
      await decide(b, "Prakash Murthy", { intent: "approve" });
      const people = ["Bhavesh Shah", "Sanjana Das", "Prakash Murthy"].map(emailOf);
      await expect.poll(() => people.map((to) => mailsTo(to).length), { timeout: 15_000 }).toEqual([1, 1, 1]);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(people.map((to) => mailsTo(to).length)).toEqual([1, 1, 1]);
      expect(mailsTo(emailOf("Sanjana Das"))[0].text).toContain("The certificate is not readable");
    });
  });
} else {
  console.log("NOTICE: no PostgreSQL on 127.0.0.1:5432; the SMTP outage test is not run.");
}
