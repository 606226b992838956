import type { Browser, Page } from "@playwright/test";

import { expect, freshMobile, readOutbox, test, visitorAddress } from "./fixtures";
import { isHydrated, untilHydrated } from "./held-scripts";

// Hydration on intent (decision 050, app/components/HydrateOnIntent.tsx): a page loads no JavaScript
// until the visitor interacts. These tests open their own pages, without the switch the other
// browser tests use to hydrate at load.

/** A page as a real visitor gets it, recording the /build/ scripts it fetches. */
async function visitorPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() } });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (/\/build\/.*\.js$/.test(new URL(request.url()).pathname)) scripts.push(request.url());
  });
  return { page, scripts, close: () => context.close() };
}

const showButton = (page: Page) => page.locator(".sign-picker").getByRole("button", { name: "Show" });

// JavaScript behaviour only: the js project runs this file, the no-js project leaves it out.
test.describe("hydration on intent", () => {
  test("a page reads with no JavaScript fetched, and hydrates at the first key press", async ({ browser, baseURL }) => {
    const { page, scripts, close } = await visitorPage(browser, baseURL);
    try {
      await page.goto("/daily-horoscope/today/leo", { waitUntil: "networkidle" });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(scripts).toEqual([]);
      expect(await isHydrated(page)).toBe(false);
      await expect(showButton(page)).toBeVisible();

      await page.keyboard.press("Tab");
      await untilHydrated(page);
      expect(scripts.length).toBeGreaterThan(0);
      // The sign picker's 'Show' button stays once hydrated: nothing goes from under the finger.
      await expect(showButton(page)).toBeVisible();
      await page.getByLabel("Choose a Different Sign").selectOption("aries");
      await expect(page).toHaveURL(/\/daily-horoscope\/today\/aries$/);
    } finally {
      await close();
    }
  });

  test("a sign chosen before the page has hydrated is followed once it has", async ({ browser, baseURL }) => {
    const { page, close } = await visitorPage(browser, baseURL);
    try {
      await page.goto("/daily-horoscope/tomorrow/leo", { waitUntil: "networkidle" });
      // selectOption sends no pointer or key events: the choice lands on the plain HTML select.
      await page.getByLabel("Choose a Different Sign").selectOption("pisces");
      await expect(page).toHaveURL(/\/daily-horoscope\/tomorrow\/leo$/);
      await page.mouse.move(5, 5);
      await expect(page).toHaveURL(/\/daily-horoscope\/tomorrow\/pisces$/);
    } finally {
      await close();
    }
  });

  test("the OTP page hydrates without an interaction, so its countdown runs", async ({ browser, baseURL }) => {
    const { page, scripts, close } = await visitorPage(browser, baseURL);
    try {
      const mobile = freshMobile();
      await page.goto("/signup");
      await page.getByLabel("Mobile Number").fill(mobile);
      await page.getByRole("button", { name: "Send OTP" }).click();
      await expect(page).toHaveURL(/\/otp-verifications$/);
      await expect.poll(() => readOutbox().some((m) => m.to === `+91${mobile}`)).toBe(true);

      // A fresh load of the page, with no interaction at all.
      scripts.length = 0;
      await page.reload({ waitUntil: "load" });
      const countdown = page.getByText(/^Time remaining: 00:\d\d s$/);
      const first = await countdown.textContent();
      await expect(countdown).not.toHaveText(first ?? "");
      expect(scripts.length).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });
});
