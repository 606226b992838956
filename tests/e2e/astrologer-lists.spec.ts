import type { Locator, Page } from "@playwright/test";

import { en } from "../../app/locales/en";
import { expect, test } from "./fixtures";

const astrologerListMessages = en.astrologers.list;
const ratingMessages = en.astrologers.rating;

// These run against the demo seed: 20 Active astrologers, so the lists have two pages of 12.

const cards = (page: Page) => page.getByRole("main").getByRole("article");

// Reads the list only once the page (after a navigation or redirect) has fully loaded.
async function settled(page: Page) {
  await page.waitForLoadState("load");
  await expect(cards(page).first()).toBeVisible();
}

/** Unfolds "Filter and sort" (folded on every page, so the first astrologer is on a phone's first screen). */
async function openFilters(page: Page) {
  await page.getByText("Filter and sort", { exact: true }).click();
  await expect(page.getByRole("search", { name: "Filter and sort astrologers" })).toBeVisible();
}

async function cardNames(page: Page): Promise<string[]> {
  await settled(page);
  return cards(page).getByRole("heading", { level: 2 }).allTextContents();
}

async function cardRates(page: Page): Promise<number[]> {
  await settled(page);
  const texts = await cards(page)
    .getByText(/^₹[\d,]+\/min$/)
    .allTextContents();
  return texts.map((t) => Number(t.replace(/[^\d]/g, "")));
}

async function expectCardDetails(card: Locator, kind: "call" | "chat") {
  const name = (await card.getByRole("heading", { level: 2 }).textContent())!.trim();
  expect(name.length).toBeGreaterThan(0);
  const photo = card.getByRole("img", { name: `Photo of ${name}` });
  await expect(photo).toHaveAttribute("src", /\.svg$|\.(jpe?g|png|webp)$/);
  await expect(photo).toHaveAttribute("width", /\d+/);
  await expect(photo).toHaveAttribute("loading", "lazy");
  // The demo astrologers all have consultations and ratings: their own stars, not a fixed five.
  await expect(card.getByText(/^[★☆]{5} \d\.\d$/)).toBeVisible();
  await expect(card.getByText(/^Rated \d\.\d out of 5$/)).toHaveCount(1);
  await expect(card.getByText(ratingMessages.new, { exact: true })).toHaveCount(0);
  await expect(card.getByText(/^[\d,]+ orders?$/)).toHaveCount(kind === "call" ? 1 : 0);
  await expect(card.getByText(/^[A-Z][\w ]* \| [A-Z][\w ]*(, [A-Z][\w ]*)*$/)).toBeVisible();
  await expect(card.getByText(/^(Male|Female|Non-Binary|Other)$/)).toBeVisible();
  await expect(card.getByText(/^\d+ yr$/)).toBeVisible();
  await expect(card.getByText(/^Experience: \d+ years?$/)).toBeVisible();
  const rate = (await card.getByText(/^₹[\d,]+\/min$/).textContent())!;
  await expect(card.getByText("FREE", { exact: true })).toBeVisible();
  await expect(card.getByText(`First 5 min FREE, then ${rate}`, { exact: true })).toBeVisible();
  await expect(card.getByText(astrologerListMessages.waiting)).toHaveCount(0);
  const action = card.getByRole("link", { name: kind === "call" ? `Call ${name}` : `Chat with ${name}` });
  await expect(action).toHaveText(kind === "call" ? "Call" : "Chat");
  await expect(action).toHaveAttribute("href", "/app-download");
}

test.describe("call list", () => {
  test("every card shows the astrologer's photo, stars, orders, skills, age, experience and honest price", async ({ page }) => {
    const response = await page.goto("/call-with-astrologer");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Call with Astrologer");
    const count = await cards(page).count();
    expect(count).toBe(12);
    for (let i = 0; i < count; i++) await expectCardDetails(cards(page).nth(i), "call");
  });

  test("the Call button leads to the app-download page", async ({ page }) => {
    await page.goto("/call-with-astrologer");
    const name = (await cards(page).first().getByRole("heading", { level: 2 }).textContent())!.trim();
    await page.getByRole("link", { name: `Call ${name}` }).click();
    await expect(page).toHaveURL(/\/app-download$/);
  });

  test("an astrologer without a photo shows the default profile image", async ({ page }) => {
    // Demo data: Venkatesh speaks Telugu and has no photo.
    await page.goto("/call-with-astrologer?language=telugu");
    await expect(page.getByRole("img", { name: "Photo of Venkatesh" })).toHaveAttribute("src", "/images/default-profile.svg");
  });

  test("the banner links to the call list", async ({ page }) => {
    await page.goto("/call-with-astrologer?sort=orders");
    const banner = page.getByRole("link", { name: "Call an astrologer: your first 5 minutes are free" });
    await expect(banner).toHaveAttribute("href", "/call-with-astrologer");
    await banner.click();
    await expect(page).toHaveURL(/\/call-with-astrologer$/);
  });

  test("choosing a language lists only astrologers who speak it, at a shareable address", async ({ page }) => {
    await page.goto("/call-with-astrologer");
    await openFilters(page);
    await page.getByLabel("Language", { exact: true }).selectOption({ label: "Tamil" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/call-with-astrologer\?language=tamil$/);
    // The fold names what is chosen.
    await expect(page.locator(".astro-filter-box > summary")).toHaveText(/Filter and sort\s*Tamil/);
    await openFilters(page);
    await expect(page.getByLabel("Language", { exact: true })).toHaveValue("tamil");
    await settled(page);
    await expect.poll(() => cards(page).count()).toBeLessThan(12);
    const skills = await cards(page).getByText(/ \| /).allTextContents();
    expect(skills.length).toBeGreaterThan(0);
    expect(skills.length).toBeLessThan(12);
    for (const text of skills) expect(text).toMatch(/\| (.*, )?Tamil(,|$)/);

    // The address alone reproduces the list.
    await page.goto(page.url());
    await settled(page);
    expect(await cards(page).getByText(/ \| /).allTextContents()).toEqual(skills);
  });

  test("sorting by price shows the cheapest first", async ({ page }) => {
    await page.goto("/call-with-astrologer");
    await openFilters(page);
    await page.getByLabel("Sort by").selectOption({ label: "Price: low to high" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/call-with-astrologer\?sort=price-low$/);
    const ascending = (r: number[]) => r.every((v, i) => i === 0 || r[i - 1] <= v);
    await expect.poll(async () => ascending(await cardRates(page))).toBe(true);
    const rates = await cardRates(page);
    expect(rates.length).toBe(12);

    await openFilters(page);
    await page.getByLabel("Sort by").selectOption({ label: "Price: high to low" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\?sort=price-high$/);
    await expect.poll(async () => ascending((await cardRates(page)).reverse())).toBe(true);
    const highFirst = await cardRates(page);
    expect(highFirst[0]).toBeGreaterThan(rates[0]);
  });

  test("pagination moves to page 2 and back", async ({ page }) => {
    await page.goto("/call-with-astrologer");
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages.getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(pages.getByRole("link", { name: "Previous page" })).toHaveCount(0);
    const firstPage = await cardNames(page);

    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/call-with-astrologer\?page=2$/);
    await expect(pages.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(pages.getByRole("link", { name: "Page 1", exact: true })).not.toHaveAttribute("aria-current", "page");
    const secondPage = await cardNames(page);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);

    await pages.getByRole("link", { name: "Previous page" }).click();
    await expect(page).toHaveURL(/\/call-with-astrologer$/);
    // Retries until the client-side navigation has rendered the first page again.
    await expect(cards(page).getByRole("heading", { level: 2 })).toHaveText(firstPage);
  });

  test("on a 360 × 740 phone the first astrologer is on the first screen, the filters folded into one control", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ["/call-with-astrologer", "/chat-with-astrologer"]) {
      await page.goto(path);
      const first = cards(page).first();
      await expect(first.getByRole("heading", { level: 2 })).toBeInViewport({ ratio: 1 });
      await expect(first.getByRole("img")).toBeInViewport({ ratio: 1 });
      await expect(page.getByLabel("Language", { exact: true })).toBeHidden();
      await expect(page.getByText("Filter and sort", { exact: true })).toBeInViewport();
    }
  });

  test("filters no one matches say so and offer to clear them", async ({ page }) => {
    await page.goto("/call-with-astrologer?language=klingon");
    await expect(page.getByText(astrologerListMessages.empty)).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/call-with-astrologer$/);
    await expect(cards(page)).toHaveCount(12);
  });

  test("a long-winded address is redirected to its short, canonical form", async ({ page }) => {
    await page.goto("/call-with-astrologer?language=%20Tamil&specialization=&sort=recommended&page=1");
    await expect(page).toHaveURL(/\/call-with-astrologer\?language=tamil$/);
  });
});

test.describe("chat list", () => {
  test("cards show no order count and a Chat button to the app-download page", async ({ page }) => {
    await page.goto("/chat-with-astrologer");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chat with Astrologer");
    const count = await cards(page).count();
    expect(count).toBe(12);
    for (let i = 0; i < count; i++) await expectCardDetails(cards(page).nth(i), "chat");
    await expect(page.getByRole("main").getByText(/orders?$/)).toHaveCount(0);

    const name = (await cards(page).first().getByRole("heading", { level: 2 }).textContent())!.trim();
    await page.getByRole("link", { name: `Chat with ${name}` }).click();
    await expect(page).toHaveURL(/\/app-download$/);
  });

  test("filters by specialisation and keeps the choice in the address", async ({ page }) => {
    await page.goto("/chat-with-astrologer");
    await openFilters(page);
    await page.getByLabel("Specialisation").selectOption({ label: "Tarot" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/chat-with-astrologer\?specialization=tarot$/);
    await settled(page);
    await expect
      .poll(async () => (await cards(page).getByText(/ \| /).allTextContents()).every((text) => /^Tarot \| /.test(text)))
      .toBe(true);
    const skills = await cards(page).getByText(/ \| /).allTextContents();
    expect(skills.length).toBeGreaterThan(0);
    for (const text of skills) expect(text).toMatch(/^Tarot \| /);
  });
});

test.describe("list pages for search engines and caches", () => {
  test("each list and filter has its own title, a description, a canonical link and a shared-cache header", async ({ page }) => {
    const titles = new Set<string>();
    for (const path of [
      "/call-with-astrologer",
      "/chat-with-astrologer",
      "/call-with-astrologer?language=tamil",
      "/call-with-astrologer?page=2",
    ]) {
      const response = await page.goto(path);
      expect(response?.headers()["cache-control"]).toMatch(/^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/);
      titles.add(await page.title());
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /first 5 minutes free/i);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical!).pathname + new URL(canonical!).search).toBe(path);
    }
    expect(titles.size).toBe(4);
  });
});
