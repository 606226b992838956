import { expect, test } from "@playwright/test";

import { adminWords } from "../../../app/locales/en/admin";
import { adminCookie } from "../../support/admin-auth";
import { adminEnv, type RunningServer, startServer } from "../../support/server-process";
import { type LocalSmtp, localSmtp } from "../../support/smtp";

// A message that could not be sent is shown to administrators, who can send it again. A server
// of its own whose SMTP server is down, and which gives up after two quick tries.

test.describe.configure({ mode: "serial" });
test.use({ javaScriptEnabled: false });

let server: RunningServer;
let smtp: LocalSmtp;
let cookie: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await localSmtp();
  server = await startServer({
    env: {
      ...adminEnv(),
      SMTP_URL: smtp.url,
      OUTBOX_RETRY_BASE_MS: "100",
      OUTBOX_RETRY_MAX_MS: "100",
      OUTBOX_MAX_ATTEMPTS: "2",
      OUTBOX_POLL_MS: "200",
    },
  });
  cookie = await adminCookie(server.baseURL);
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

test("a failed e-mail is listed on the Messages page with its error, and Retry sends it", async ({ page }) => {
  const to = "aditi.verma@example.in";
  await page.context().addCookies(
    cookie.split("; ").map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.baseURL, httpOnly: true, sameSite: "Strict" as const };
    }),
  );
  await page.goto(`${server.baseURL}/admin?tab=pending`);
  await page.getByRole("link", { name: "View Application of Aditi Verma" }).click();
  await page.getByRole("button", { name: "Approve", exact: true }).click();
  await page.getByRole("button", { name: adminWords.approval.confirm }).click();
  // The approval stands although its e-mail cannot go out.
  await expect(page.getByText(adminWords.applications.approved)).toBeVisible();
  await expect(page.getByText("Status: Active")).toBeVisible();

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Messages" }).click();
  await expect(page.getByRole("heading", { level: 1, name: adminWords.outbox.title })).toBeVisible();
  const failed = page.getByRole("region", { name: adminWords.outbox.failedHeading });
  const row = failed.getByRole("row").filter({ hasText: to });
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(row.getByRole("cell").nth(2)).toHaveText("Failed");
  await expect(row.getByRole("cell").nth(3)).toHaveText("2");
  await expect(row).toContainText("ECONNREFUSED");
  await expect(row).toContainText(/approved/);
  // The page never shows what a message says.
  await expect(page.locator("main")).not.toContainText("Namaste");
  expect(smtp.received).toEqual([]);

  await smtp.start();
  await row.getByRole("button", { name: `Retry the message to ${to}` }).click();
  await expect(page.getByText(adminWords.outbox.retried)).toBeVisible();
  await expect.poll(() => smtp.received.filter((m) => m.to.includes(to)).length, { timeout: 10_000 }).toBe(1);
  await page.reload();
  await expect(failed.getByText(adminWords.outbox.noFailed)).toBeVisible();
  await expect(page.getByRole("region", { name: adminWords.outbox.queuedHeading }).getByText(adminWords.outbox.noQueued)).toBeVisible();
});
