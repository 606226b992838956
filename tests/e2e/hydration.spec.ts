import type { Browser } from "@playwright/test";

import { expect, freshMobile, readOutbox, test, visitorAddress } from "./fixtures";

// Which pages run scripts (domain/route-handle.ts): reading pages ship none at all and work as
// plain HTML; form, account, onboarding and admin pages hydrate with React at once.

/** A page as a real visitor gets it, recording the scripts it fetches. */
async function visitorPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() } });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" || /\.m?js$/.test(new URL(request.url()).pathname)) scripts.push(request.url());
  });
  return { page, scripts, close: () => context.close() };
}

const READING_PAGES = [
  "/",
  "/daily-horoscope/today/leo",
  "/yearly-horoscope/leo",
  "/blogs",
  "/festival",
  "/call-with-astrologer",
  "/chat-with-astrologer",
  "/faq",
  "/about",
  "/privacy-policy",
  "/terms-and-conditions",
  "/refund-policy",
  "/app-download",
];

// JavaScript behaviour only: the js project runs this file, the no-js project leaves it out.
test.describe("scripts only where a page needs them", () => {
  test("reading pages fetch no script and carry none, even with JavaScript on", async ({ browser, baseURL }) => {
    const { page, scripts, close } = await visitorPage(browser, baseURL);
    try {
      for (const path of READING_PAGES) {
        const response = await page.goto(path, { waitUntil: "networkidle" });
        const html = (await response?.text()) ?? "";
        expect(html, path).not.toMatch(/<script\b(?![^>]*type="application\/ld\+json")/);
        expect(html, path).not.toContain("modulepreload");
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      }
      expect(scripts).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    } finally {
      await close();
    }
  });

  test("a reading page's menus and sign picker work as HTML: the picker posts nothing and shows the chosen sign", async ({
    browser,
    baseURL,
  }) => {
    const { page, scripts, close } = await visitorPage(browser, baseURL);
    try {
      await page.goto("/daily-horoscope/today/leo");
      await page.locator(".main-nav").getByText("Horoscope", { exact: true }).click();
      await expect(page.locator(".main-nav").getByRole("link", { name: "Daily Horoscope" })).toBeVisible();
      await page.getByLabel("Choose a Different Sign").selectOption("pisces");
      await page.locator(".sign-picker").getByRole("button", { name: "Show" }).click();
      await expect(page).toHaveURL(/\/daily-horoscope\/today\/pisces#daily-title$/);
      expect(scripts).toEqual([]);
    } finally {
      await close();
    }
  });

  test("a form page hydrates with React at once, so the OTP page's countdown runs without a touch", async ({ browser, baseURL }) => {
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
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hydrated)).toBe("true");
    } finally {
      await close();
    }
  });
});
