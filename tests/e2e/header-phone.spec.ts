import type { Locator, Page } from "@playwright/test";

import { en } from "../../app/locales/en";
import { expect, freshMobile, test } from "./fixtures";
import { holdScripts, visitorPage } from "./held-scripts";
import { signInByOtp } from "./journey-helpers";

const consentLabel = en.forms.consent.label;

// The header on a 360 px phone: the way to log in, or who is logged in, sits beside the menu
// button, visible without opening the menu; and it is in place before any script runs.

const PHONE = { width: 360, height: 740 };

const loginLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: "Login", exact: true });
const menuButton = (page: Page) => page.getByRole("banner").getByLabel("Menu", { exact: true });
const profileLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: "Your profile" });

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
  await page.getByLabel("Full name").fill("Meera Zutshi");
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
  await page.getByLabel(consentLabel).check();
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

  test("a logged-in customer sees their avatar beside the menu button, leading to the profile; the page names nobody", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    await registerCustomer(page, javaScriptEnabled);
    const profile = profileLink(page);
    await expect(profile).toBeVisible();
    // The photo comes from the visitor's own address; with no photo of their own, the neutral figure.
    const avatar = profile.locator("img");
    await expect(avatar).toHaveAttribute("src", "/profile/photo");
    await expect.poll(() => avatar.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expect(loginLink(page)).toHaveCount(0);
    // Nobody's name is on the page (the demo blogs' authors aside: a name of her own is checked).
    await page.reload();
    expect(await page.locator("html").innerHTML()).not.toContain("Zutshi");
    await expectBesideMenu(page, profile);
    await profile.click();
    await expect(page).toHaveURL(/\/profile$/);

    // On a wide screen the account menu takes its place, as before.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(profile).toBeHidden();
    await expect(page.getByRole("banner").getByLabel("Account menu")).toBeVisible();
  });
});

// When scripts start has no meaning with JavaScript off: the no-js project skips these.
test.describe("the phone header when scripts start", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "hydration happens only with JavaScript");

  test("Login and the menu button do not move when a form page hydrates", async ({ browser, baseURL }) => {
    const { page, close } = await visitorPage(browser, baseURL);
    try {
      await page.setViewportSize(PHONE);
      const scripts = await holdScripts(page);
      await page.goto("/signup", { waitUntil: "commit" });
      await scripts.untilWaiting();
      const before = [await box(loginLink(page)), await box(menuButton(page))];
      await scripts.release();
      expect([await box(loginLink(page)), await box(menuButton(page))]).toEqual(before);
    } finally {
      await close();
    }
  });

  test("the avatar does not move when a signed-in page hydrates", async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    await registerCustomer(page, true);
    const visitor = await visitorPage(browser, baseURL);
    try {
      await visitor.page.context().addCookies(await page.context().cookies());
      await visitor.page.setViewportSize(PHONE);
      const scripts = await holdScripts(visitor.page);
      await visitor.page.goto("/profile", { waitUntil: "commit" });
      await scripts.untilWaiting();
      const before = [await box(profileLink(visitor.page)), await box(menuButton(visitor.page))];
      await scripts.release();
      expect([await box(profileLink(visitor.page)), await box(menuButton(visitor.page))]).toEqual(before);
    } finally {
      await visitor.close();
    }
  });
});
