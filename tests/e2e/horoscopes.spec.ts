import { indiaToday } from "../../app/clock/india-clock";
import { SIGNS } from "../../app/domain/horoscope";
import { formatIndiaDay } from "../../app/domain/india-date";
import { en } from "../../app/locales/en";
import { expect, test } from "./fixtures";

const horoscopeMessages = en.horoscope.messages;

test.describe("daily horoscope", () => {
  test("/daily-horoscope and the twelve three-letter codes redirect to today's page", async ({ page }) => {
    // Thirteen pages, each checked by axe and the HTML validator after the test.
    test.slow();
    await page.goto("/daily-horoscope");
    await expect(page).toHaveURL(/\/daily-horoscope\/today\/aries$/);
    for (const sign of SIGNS) {
      await page.goto(`/daily-horoscope${sign.code}`);
      await expect(page).toHaveURL(new RegExp(`/daily-horoscope/today/${sign.slug}$`));
      await expect(page.getByText(sign.name, { exact: true }).first()).toBeVisible();
    }
  });

  test("shows today's title, the sign, the date and the prediction", async ({ page }) => {
    await page.goto("/daily-horoscope/today/LEO");
    await expect(page).toHaveURL(/\/daily-horoscope\/today\/leo$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your horoscope for today");
    await expect(page.getByRole("img", { name: "Leo zodiac sign" })).toBeVisible();
    await expect(page.getByText(/^Date: \d{2}-\d{2}-\d{4}$/)).toBeVisible();
    await expect(page.locator(".prediction")).not.toBeEmpty();
  });

  test("on a phone, choosing another sign and another day changes the address and the text, and opens at the text", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/daily-horoscope/today/aries");
    const ariesText = await page.locator(".prediction").textContent();
    await page.getByLabel("Choose a Different Sign").selectOption("scorpio");
    await page.getByRole("button", { name: "Show" }).click();
    // The picker and the day links sit below the text on a phone: the new page opens at its heading.
    await expect(page).toHaveURL(/\/daily-horoscope\/today\/scorpio#daily-title$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    await expect(page.locator(".prediction")).toBeInViewport();
    const scorpioText = await page.locator(".prediction").textContent();
    expect(scorpioText).not.toBe(ariesText);

    await page.getByRole("link", { name: "Tomorrow" }).click();
    await expect(page).toHaveURL(/\/daily-horoscope\/tomorrow\/scorpio#daily-title$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("See what's ahead for you");
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    await expect(page.locator(".prediction")).toBeInViewport();
    await expect(page.getByRole("link", { name: "Tomorrow" })).toHaveAttribute("aria-current", "page");
    expect(await page.locator(".prediction").textContent()).not.toBe(scorpioText);

    await page.getByRole("link", { name: "Yesterday" }).click();
    await expect(page).toHaveURL(/\/daily-horoscope\/yesterday\/scorpio#daily-title$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Missed a day? Catch up here");
  });

  test("the FAQ opens one answer at a time, and clicking the open one closes it", async ({ page }) => {
    await page.goto("/daily-horoscope/today/virgo");
    const items = page.locator(".daily-faq details");
    await expect(items).toHaveCount(10);
    await items.nth(0).locator("summary").click();
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await items.nth(3).locator("summary").click();
    await expect(items.nth(3)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open", "");
    await items.nth(3).locator("summary").click();
    await expect(items.nth(3)).not.toHaveAttribute("open", "");
  });

  test("a dated page without data shows the fallback message", async ({ page }) => {
    const response = await page.goto("/daily-horoscope/2020-01-01/leo");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Horoscope for Leo");
    await expect(page.getByText(horoscopeMessages.missingSign)).toBeVisible();
    await expect(page.getByText("Date: N/A")).toBeVisible();
  });

  test("an unknown sign answers 404 with links to the twelve signs", async ({ page }) => {
    const response = await page.goto("/daily-horoscope/today/ophiuchus");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Horoscope not found");
    const links = page.locator("main .sign-grid a");
    await expect(links).toHaveCount(12);
    await links.filter({ hasText: "Gemini" }).click();
    await expect(page).toHaveURL(/\/daily-horoscope\/today\/gemini$/);
  });
});

test.describe("yearly horoscope", () => {
  test("the entry page lists the twelve signs and Taurus uses the site's spelling", async ({ page }) => {
    await page.goto("/yearly-horoscope");
    await expect(page.locator("main .sign-grid a")).toHaveCount(12);
    await page.locator("main .sign-grid a").filter({ hasText: "Taurus" }).click();
    await expect(page).toHaveURL(/\/yearly-horoscope\/tauras$/);
    await page.goto("/yearly-horoscope/taurus");
    await expect(page).toHaveURL(/\/yearly-horoscope\/tauras$/);
  });

  test("each page has its sections, remedies and five questions", async ({ page }) => {
    await page.goto("/yearly-horoscope/aries");
    for (const name of [
      "Love and Relationships",
      "Career and Finances",
      "Health & Wellness",
      "Astrological Remedies",
      "Love",
      "Career",
      "Family",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    await expect(page.locator(".remedies li")).toHaveCount(3);
    await expect(page.locator("main details")).toHaveCount(5);
    await expect(page.getByRole("link", { name: "Chat with Astrologer" }).first()).toHaveAttribute("href", "/chat-with-astrologer");
    await expect(page.getByRole("link", { name: "Call Astrologer" })).toHaveAttribute("href", "/call-with-astrologer");
  });

  test("Pisces links back to Aquarius and to no next sign", async ({ page }) => {
    await page.goto("/yearly-horoscope/pisces");
    const pager = page.getByRole("navigation", { name: "Other signs" });
    await expect(pager.getByRole("link")).toHaveCount(1);
    await pager.getByRole("link", { name: /Aquarius/ }).click();
    await expect(page).toHaveURL(/\/yearly-horoscope\/aquarius$/);
  });
});

test.describe("home page horoscope", () => {
  test("the sign icons lead to each sign's daily page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Capricorn" }).first().click();
    await expect(page).toHaveURL(/\/daily-horoscope\/today\/capricorn$/);
  });

  test("the widget shows today's text for one sign and links to the rest", async ({ page }) => {
    await page.goto("/");
    const widget = page.locator(".daily-widget");
    await expect(widget.getByRole("heading", { level: 2 })).toHaveText("Today's horoscope");
    await expect(widget.locator("p").first()).not.toBeEmpty();
    // India's date, written as the page's other dates are.
    const today = indiaToday(new Date());
    await expect(widget.locator("time")).toHaveAttribute("datetime", today);
    await expect(widget.locator("time")).toHaveText(formatIndiaDay(today));
    await expect(widget.locator(".inline-list a")).toHaveCount(11);
  });
});
