import type { Browser, Locator, Page } from "@playwright/test";

import { expect, freshMobile, test, visitorAddress } from "./fixtures";
import { signInByOtp } from "./journey-helpers";

// The header on a 360 px phone: the way to log in, or who is logged in, sits beside the menu
// button, visible without opening the menu; and it is in place before any script runs.

const PHONE = { width: 360, height: 740 };

const loginLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: "Login", exact: true });
const menuButton = (page: Page) => page.getByRole("banner").getByLabel("Menu", { exact: true });
const profileLink = (page: Page, name: string) => page.getByRole("banner").getByRole("link", { name: `Your profile, ${name}` });

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error("not laid out");
  return b;
}

/** Both on one row, the first left of the second, both inside the screen. */
async function expectBesideMenu(page: Page, control: Locator) {
  const a = await box(control);
  const menu = await box(menuButton(page));
  expect(a.x + a.width).toBeLessThanOrEqual(menu.x);
  expect(a.y).toBeLessThan(menu.y + menu.height);
  expect(menu.y).toBeLessThan(a.y + a.height);
  expect(menu.x + menu.width).toBeLessThanOrEqual(PHONE.width);
  expect(await page.getByRole("banner").evaluate((header) => header.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** A customer registered through the real forms, logged in on this page. */
async function registerCustomer(page: Page, javaScriptEnabled: boolean) {
  await signInByOtp(page, freshMobile(), "Are you a User?");
  await expect(page).toHaveURL(/\/user-registration$/);
  if (javaScriptEnabled) await page.reload();
  await page.getByLabel("Full name").fill("Meera Joshi");
  await page.getByRole("radio", { name: "Female" }).check();
  await page.getByLabel("State", { exact: true }).selectOption({ label: "Maharashtra" });
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Show cities" }).click();
  const cities = page.getByLabel("City", { exact: true });
  await expect(cities.getByRole("option", { name: "Pune", exact: true })).toBeAttached();
  await cities.selectOption({ label: "Pune" });
  await page.getByLabel("Pin code").fill("411001");
  await page.getByLabel("Date of birth").fill("1988-02-11");
  await page.getByLabel("Time of birth").fill("07:30");
  await page.getByLabel("Location").fill("Pune");
  await page.getByLabel("E-mail").fill("meera@example.in");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/$/);
}

test.describe("the header on a phone", () => {
  test("a visitor sees Login beside the menu button without opening the menu", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await expect(loginLink(page)).toBeVisible();
    await expectBesideMenu(page, loginLink(page));
    await loginLink(page).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("a logged-in customer sees their initial beside the menu button, leading to the profile", async ({ page, javaScriptEnabled }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    await registerCustomer(page, javaScriptEnabled);
    const profile = profileLink(page, "Meera");
    await expect(profile).toBeVisible();
    await expect(profile).toHaveText("M");
    await expect(loginLink(page)).toHaveCount(0);
    await expectBesideMenu(page, profile);
    await profile.click();
    await expect(page).toHaveURL(/\/profile$/);

    // On a wide screen the account menu takes its place, as before.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(profile).toBeHidden();
    await expect(page.getByRole("banner").getByLabel("Account menu for Meera")).toBeVisible();
  });
});

/** A page as a real visitor gets it: scripts load at the first interaction (HydrateOnIntent). */
async function unhydratedPage(browser: Browser, baseURL: string | undefined, cookiesFrom?: Page) {
  const context = await browser.newContext({ baseURL, viewport: PHONE, extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() } });
  if (cookiesFrom) await context.addCookies(await cookiesFrom.context().cookies());
  return { page: await context.newPage(), close: () => context.close() };
}

async function positionsBeforeAndAfterHydration(page: Page, control: Locator) {
  await page.goto("/", { waitUntil: "networkidle" });
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? "no")).toBe("no");
  const before = [await box(control), await box(menuButton(page))];
  await page.mouse.move(5, 5);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const after = [await box(control), await box(menuButton(page))];
  return { before, after };
}

// When scripts start has no meaning with JavaScript off: the no-js project skips these.
test.describe("the phone header when scripts start", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "hydration happens only with JavaScript");

  test("Login and the menu button do not move when the page hydrates", async ({ browser, baseURL }) => {
    const { page, close } = await unhydratedPage(browser, baseURL);
    try {
      const { before, after } = await positionsBeforeAndAfterHydration(page, loginLink(page));
      expect(after).toEqual(before);
    } finally {
      await close();
    }
  });

  test("the logged-in initial does not move when the page hydrates", async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    await registerCustomer(page, true);
    const visitor = await unhydratedPage(browser, baseURL, page);
    try {
      const { before, after } = await positionsBeforeAndAfterHydration(visitor.page, profileLink(visitor.page, "Meera"));
      expect(after).toEqual(before);
    } finally {
      await visitor.close();
    }
  });
});
