import fs from "node:fs";

import { totpCode } from "../../app/infra/totp.server";
import { adminWords } from "../../app/locales/en/admin";
import { adminEnv, type RunningServer, startServer } from "../support/server-process";
import { sendAdminPassword } from "./admin-helpers";
import { expect, test } from "./fixtures";

// The whole administrator sign-in in the browser, with JavaScript on and off: enrolment of the
// second factor at the first sign-in, a code used twice, a recovery code. Each test has a
// server of its own, so its administrator's codes and lock-outs touch no other test.
const ADMIN = { email: "first-sign-in@example.in", password: "a long enough passphrase" };

let server: RunningServer;
test.beforeEach(async () => {
  test.setTimeout(120_000);
  server = await startServer({ env: adminEnv(ADMIN) });
});
test.afterEach(async () => {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
});

/** The code the authenticator shows in the time step after `used` (each code works once). */
async function codeAfter(secret: string, used: number): Promise<{ code: string; step: number }> {
  for (;;) {
    const step = Math.floor(Date.now() / 30_000);
    if (step > used) return { code: totpCode(secret, new Date(step * 30_000)), step };
    // The server takes one step ahead of its clock too.
    if (step + 1 > used) return { code: totpCode(secret, new Date((step + 1) * 30_000)), step: step + 1 };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

test("first sign-in enrols an authenticator; a code works once; a recovery code works", async ({ page }) => {
  const base = server.baseURL;
  await page.goto(`${base}/admin/reports`);
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Freports$/);
  await sendAdminPassword(page, ADMIN);

  // Enrolment: a QR code drawn by the server and the key in text.
  await expect(page).toHaveURL(/\/admin\/two-factor\/setup$/);
  await expect(page.getByRole("heading", { name: adminWords.secondFactor.setupHeading })).toBeVisible();
  await expect(page.getByRole("img", { name: adminWords.secondFactor.qrAlt })).toBeVisible();
  const secret = ((await page.locator(".totp-key").textContent()) ?? "").replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  // A wrong code is refused beside the field, and the same key is offered again.
  await page.getByLabel(adminWords.secondFactor.codeLabel).fill("000000");
  await page.getByRole("button", { name: adminWords.secondFactor.verify }).click();
  await expect(page.getByText(adminWords.secondFactor.wrongCode)).toBeVisible();
  expect(((await page.locator(".totp-key").textContent()) ?? "").replace(/\s/g, "")).toBe(secret);

  const first = await codeAfter(secret, -1);
  await page.getByLabel(adminWords.secondFactor.codeLabel).fill(first.code);
  await page.getByRole("button", { name: adminWords.secondFactor.verify }).click();

  // Ten recovery codes, shown once.
  await expect(page).toHaveURL(/\/admin\/two-factor\/recovery-codes$/);
  // The address changes before the page has arrived: wait for the list itself.
  const listed = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(listed).toHaveCount(10);
  const codes = (await listed.allTextContents()).map((c) => c.trim());
  await page.getByRole("link", { name: adminWords.secondFactor.codesContinue }).click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await page.goto(`${base}/admin/two-factor/recovery-codes`);
  await expect(page).toHaveURL(/\/admin$/);

  // Signed out, then in again: the code already used is refused…
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await sendAdminPassword(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/two-factor$/);
  await page.getByLabel(adminWords.secondFactor.codeLabel).fill(first.code);
  await page.getByRole("button", { name: adminWords.secondFactor.verify }).click();
  await expect(page.getByText(adminWords.secondFactor.wrongCode)).toBeVisible();
  // (without JavaScript the form posts to Remix's index address, /admin/two-factor?index)
  await expect(page).toHaveURL(/\/admin\/two-factor(\?index)?$/);

  // …and a recovery code signs in, once.
  await page.getByLabel(adminWords.secondFactor.codeLabel).fill(codes[0]);
  await page.getByRole("button", { name: adminWords.secondFactor.verify }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(adminWords.secondFactor.recoveryUsed(9))).toBeVisible();
});

test("the password alone opens no admin page", async ({ page }) => {
  const base = server.baseURL;
  await page.goto(`${base}/admin/login`);
  await sendAdminPassword(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/two-factor\/setup$/);
  for (const path of ["/admin", "/admin/reports", "/admin/faqmanager"]) {
    await page.goto(`${base}${path}`);
    await expect(page).toHaveURL(/\/admin\/login\?next=/);
  }
});
