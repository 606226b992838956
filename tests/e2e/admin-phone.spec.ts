import fs from "node:fs";

import type { Page } from "@playwright/test";

import { totpCode } from "../../app/infra/totp.server";
import { adminWords } from "../../app/locales/en/admin";
import { adminEnv, E2E_ADMIN, startServer } from "../support/server-process";
import { adminLogin, sendAdminPassword } from "./admin-helpers";
import { expect, test } from "./fixtures";

// The admin area on a 360 px phone, with JavaScript on and off: no page scrolls sideways, and
// every page wears the admin's own frame, not the public header's Login or the app footer.
test.use({ viewport: { width: 360, height: 740 } });

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${page.url()} is ${scrollWidth} px wide in a ${clientWidth} px window`).toBeLessThanOrEqual(clientWidth);
}

/** The admin header and footer; `email` is who the header says is signed in, null before sign-in. */
async function expectAdminFrame(page: Page, email: string | null) {
  const header = page.getByRole("banner");
  await expect(header.getByText("Admin", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Get the app" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  if (email) {
    await expect(header.getByRole("button", { name: "Logout" })).toBeVisible();
    // Who is signed in and the admin links fold into the Menu, leaving the first screen to the page.
    const menu = header.locator("details.admin-menu");
    await expect(header.getByText(`Signed in as ${email}`).filter({ visible: true })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    await menu.locator("summary").click();
    await expect(menu.getByText(`Signed in as ${email}`)).toBeVisible();
    await expect(header.getByRole("navigation", { name: "Admin menu" }).getByRole("link", { name: "Dashboard" })).toBeVisible();
    await menu.locator("summary").click();
    await expect(menu).not.toHaveAttribute("open", "");
  } else {
    await expect(header.getByRole("button", { name: "Logout" })).toHaveCount(0);
  }
}

/** Fully inside the window's width: nothing cut off at the right edge. */
async function expectWithinWidth(page: Page, target: ReturnType<Page["locator"]>) {
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
}

test.describe("admin pages on a phone", () => {
  test("every dashboard tab fits the screen, each application a card with its View Application button", async ({ page }) => {
    await adminLogin(page);
    for (const tab of ["pending", "approved", "rejected", "uploads"]) {
      await page.goto(`/admin?tab=${tab}`);
      await expectAdminFrame(page, E2E_ADMIN.email);
      await expectNoSidewaysScroll(page);
      if (tab === "uploads") continue;
      const view = page.getByRole("link", { name: /^View Application of / }).first();
      await expect(view).toBeVisible();
      await expectWithinWidth(page, view);
      // A card: its lines stacked, each naming its field as the table's headings do on a wide screen.
      const card = page.locator("main tbody tr").first();
      const [email, status] = [card.locator('td[data-label="Email"]'), card.locator('td[data-label="Status"]')];
      expect((await status.boundingBox())!.y).toBeGreaterThan((await email.boundingBox())!.y);
      expect(await status.evaluate((cell) => getComputedStyle(cell, "::before").content)).toContain("Status");
      await expect(status).toHaveText(tab === "pending" ? "Pending" : tab === "approved" ? /^(Active|Inactive)$/ : "Rejected");
      // A pending application says whether it is complete, and if not what it lacks.
      if (tab === "pending") {
        await expect(card.locator('td[data-label="Application"]')).toHaveText(
          /^(Complete|Incomplete(No documents have been uploaded\.|Required documents missing: [^.]+\.)?(No bank details have been given\.)?)$/,
        );
      }
    }
  });

  test("an application, its document page and the admin tools fit the screen", async ({ page }) => {
    // Eleven admin pages, each loaded and measured: near the minute's limit on a loaded CI machine.
    test.slow();
    await adminLogin(page);
    await page.goto("/admin?tab=rejected");
    await page
      .getByRole("link", { name: /^View Application of / })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Application: /);
    const id = new URL(page.url()).pathname.split("/").at(-1);
    const paths = [
      `/admin/view/${id}`,
      `/admin/view/${id}/documents/1`,
      "/admin/reports",
      "/admin/messages",
      "/admin/blogupload",
      "/admin/faqmanager",
      "/admin/horoscopeupload",
      "/admin/yearly",
      "/admin/yearly/2026",
      "/admin/yearly/2026/aries",
      "/admin/festivals?year=2026&month=november",
    ];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectAdminFrame(page, E2E_ADMIN.email);
      await expectNoSidewaysScroll(page);
    }
  });

  test("an application's times are India time with the zone named, its specialisation capitalised", async ({ page }) => {
    await adminLogin(page);
    await page.goto("/admin?tab=rejected");
    await page.getByRole("link", { name: "View Application of Vivek Chauhan" }).click();
    const when = /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m IST$/;
    // The demo seed applied at 10:30 and was rejected at 15:00, India time.
    await expect(page.locator(".details dd").filter({ hasText: when })).toHaveText(/, 10:30 am IST$/);
    const history = page.locator(".history li");
    await expect(history.first()).toContainText(/ — \d{1,2} [A-Z][a-z]{2} \d{4}, 10:30 am IST/);
    await expect(history.filter({ hasText: "Rejected" })).toContainText(/, 3:00 pm IST/);
    await expect(page.locator("main")).not.toContainText("UTC");
    await expect(page.getByText("Vedic", { exact: true })).toBeVisible();
    await expect(page.getByText("Status: Rejected")).toBeVisible();
  });

  test("an error inside the admin area keeps the admin frame", async ({ page }) => {
    await adminLogin(page);
    const response = await page.goto("/admin/view/987654321");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expectAdminFrame(page, E2E_ADMIN.email);
    await expect(page.getByRole("link", { name: "Go to the dashboard" })).toBeVisible();
  });

  test("the login and second-factor pages fit the screen and show no public header", async ({ page }) => {
    await page.goto("/admin/login");
    await expectAdminFrame(page, null);
    await expectNoSidewaysScroll(page);
    await sendAdminPassword(page, E2E_ADMIN);
    await expect(page).toHaveURL(/\/admin\/two-factor$/);
    await expect(page.getByRole("heading", { name: adminWords.secondFactor.heading })).toBeVisible();
    await expectAdminFrame(page, null);
    await expectNoSidewaysScroll(page);
  });

  test("public pages keep the public header and footer", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Get the app" })).toBeVisible();
    await expect(page.getByRole("banner").getByText("Admin", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
  });
});

test.describe("second-factor enrolment on a phone", () => {
  const ADMIN = { email: "phone-enrolment@example.in", password: "a long enough passphrase" };

  test("the setup and recovery-code pages fit the screen in the admin frame", async ({ page }) => {
    test.setTimeout(120_000);
    const server = await startServer({ env: adminEnv(ADMIN) });
    try {
      const base = server.baseURL;
      await page.goto(`${base}/admin/login`);
      await sendAdminPassword(page, ADMIN);
      await expect(page).toHaveURL(/\/admin\/two-factor\/setup$/);
      await expectAdminFrame(page, null);
      await expectNoSidewaysScroll(page);

      const secret = ((await page.locator(".totp-key").textContent()) ?? "").replace(/\s/g, "");
      await page.getByLabel(adminWords.secondFactor.codeLabel).fill(totpCode(secret, new Date()));
      await page.getByRole("button", { name: adminWords.secondFactor.verify }).click();
      await expect(page).toHaveURL(/\/admin\/two-factor\/recovery-codes$/);
      await expect(page.getByRole("heading", { name: adminWords.secondFactor.codesHeading })).toBeVisible();
      await expectAdminFrame(page, ADMIN.email);
      await expectNoSidewaysScroll(page);
      await page.getByRole("link", { name: adminWords.secondFactor.codesContinue }).click();
      // The dashboard's scripts load before the server stops, or their fetch fails.
      await expect(page).toHaveURL(/\/admin$/);
      await expectAdminFrame(page, ADMIN.email);
    } finally {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });
});
