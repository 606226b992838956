import ICAL from "ical.js";

import { chooseYearlyYear, indiaYear } from "../../app/domain/yearly-horoscope";
import { festivalSeed2025 } from "../../app/infra/seed/festivals-2025.server";
import { festivalSeed2026 } from "../../app/infra/seed/festivals-2026.server";
import { yearly2025 } from "../../app/infra/seed/yearly-horoscopes-2025.server";
import { currentIndiaMonth, formatFestivalDates } from "../../app/seo/festival-calendar";
import { expect, test } from "./fixtures";

// Years are data. The e2e server is seeded with the spec's 2025 text, demo texts for
// 2026 and 2027 (all published) and the festival calendars of 2025 to 2027.
const PUBLISHED = [2025, 2026, 2027];
const SHOWN = chooseYearlyYear(PUBLISHED, new Date())!;

test.describe("yearly horoscopes by year", () => {
  test("the spec's 2025 text stands at its permanent address, which is its canonical one", async ({ page }) => {
    const aries = yearly2025.signs[0];
    const response = await page.goto("/yearly-horoscope/2025/aries");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aries Yearly Horoscope 2025");
    await expect(page).toHaveTitle(/- Aries Yearly Horoscope 2025$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", aries.metaDescription);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/yearly-horoscope\/2025\/aries$/);
    for (const paragraph of [...aries.intro, ...aries.love, ...aries.career, ...aries.health]) {
      await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
    }
    for (const section of aries.extraSections ?? []) {
      await expect(page.getByRole("heading", { level: 2, name: section.title, exact: true })).toBeVisible();
    }
    await expect(page.locator(".remedies li")).toHaveText(aries.remedies);
    await expect(page.locator("main details summary")).toHaveText(aries.faqs.map((f) => f.question));
    // Neighbours stay in 2025; the other published years are a tap away.
    const pager = page.getByRole("navigation", { name: "Other signs" });
    await expect(pager.getByRole("link", { name: "Taurus 2025 →" })).toHaveAttribute("href", "/yearly-horoscope/2025/tauras");
    const years = page.getByRole("navigation", { name: "Aries in other years" });
    await expect(years.getByRole("link")).toHaveText(["2026", "2027"]);
    await years.getByRole("link", { name: "2027" }).click();
    await expect(page).toHaveURL(/\/yearly-horoscope\/2027\/aries$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aries Yearly Horoscope 2027");
  });

  test("the undated page shows the year chosen by India's date and names it everywhere", async ({ page }) => {
    await page.goto("/yearly-horoscope/tauras");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Taurus Yearly Horoscope ${SHOWN}`);
    await expect(page).toHaveTitle(new RegExp(`- Taurus Yearly Horoscope ${SHOWN}$`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/yearly-horoscope/${SHOWN}/tauras$`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", new RegExp(String(SHOWN)));
    await expect(page.getByRole("heading", { name: `Taurus ${SHOWN}: frequently asked questions` })).toBeVisible();
    // Its neighbours are undated too.
    await expect(page.getByRole("navigation", { name: "Other signs" }).getByRole("link", { name: `Gemini ${SHOWN} →` })).toHaveAttribute(
      "href",
      "/yearly-horoscope/gemini",
    );

    await page.goto("/yearly-horoscope");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Yearly Horoscope ${SHOWN}`);
    await expect(page).toHaveTitle(new RegExp(`Yearly Horoscope ${SHOWN} for All 12 Zodiac Signs`));
    for (const other of PUBLISHED.filter((y) => y !== SHOWN)) {
      const list = page.getByRole("navigation", { name: `Yearly horoscopes ${other}` });
      await expect(list.getByRole("link")).toHaveCount(12);
      await expect(list.getByRole("link", { name: "Taurus" })).toHaveAttribute("href", `/yearly-horoscope/${other}/tauras`);
    }
  });

  test("the daily page's Yearly button names the year shown", async ({ page }) => {
    await page.goto("/daily-horoscope/today/leo");
    const yearly = page.getByRole("link", { name: `Yearly ${SHOWN}`, exact: true });
    await expect(yearly).toHaveAttribute("href", "/yearly-horoscope");
  });

  test("a year not published, or not a year, is no page; another spelling of the sign leads to the site's", async ({ page }) => {
    for (const path of ["/yearly-horoscope/2998/aries", "/yearly-horoscope/1999/aries", "/yearly-horoscope/2026/ophiuchus"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Yearly horoscope not found");
    }
    await page.goto("/yearly-horoscope/2026/Taurus");
    await expect(page).toHaveURL(/\/yearly-horoscope\/2026\/tauras$/);
  });
});

test.describe("festival calendars by year", () => {
  test("another year's month has its own address, linked from the current year's", async ({ page }) => {
    const year = indiaYear(new Date());
    await page.goto("/festival/march");
    const years = page.getByRole("navigation", { name: "Other years" });
    await years.getByRole("link", { name: "2025" }).click();
    await expect(page).toHaveURL(/\/festival\/2025\/march$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("March 2025");
    await expect(page).toHaveTitle(/March 2025 Festival Calendar/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/festival\/2025\/march$/);
    // The arrows and the strip stay in 2025.
    await page.getByRole("link", { name: "Next month: April" }).click();
    await expect(page).toHaveURL(/\/festival\/2025\/april$/);
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Baisakhi", exact: true }) });
    await expect(card).toContainText(formatFestivalDates("2025-04-14"));
    // The current year's dated address is the undated page's twin and names it as canonical.
    await page.goto(`/festival/${year}/june`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`June ${year}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/festival\/june$/);
  });

  test("on a phone, December's next month is the next year's January, and the strip reaches both neighbouring years", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/festival/2026/december");
    await page.getByRole("link", { name: "Next month: January 2027" }).click();
    // Dated, or the spec's undated address once 2027 is India's current year.
    await expect(page).toHaveURL(/\/festival\/(2027\/)?january$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("January 2027");
    await page.getByRole("link", { name: "Previous month: December 2026" }).click();
    await expect(page).toHaveURL(/\/festival\/(2026\/)?december$/);
    const strip = page.getByRole("navigation", { name: "Months of 2026" }).getByRole("link");
    await expect(strip).toHaveCount(14);
    await expect(strip.first()).toHaveText("December 2025");
    await expect(strip.last()).toHaveText("January 2027");
    await strip.first().click();
    await expect(page).toHaveURL(/\/festival\/2025\/december$/);
  });

  test("a year without a calendar is no page, and a month number leads to the month's name", async ({ page }) => {
    expect((await page.goto("/festival/2998/march"))?.status()).toBe(404);
    expect((await page.goto("/festival/2026/smarch"))?.status()).toBe(404);
    await page.goto("/festival/2026/11");
    await expect(page).toHaveURL(/\/festival\/2026\/november$/);
    // A year alone opens it at the month it is now.
    await page.goto("/festival/2025");
    await expect(page).toHaveURL(new RegExp(`/festival/2025/${currentIndiaMonth(new Date()).slug}$`));
  });

  test("every festival card is an Event in the page's structured data", async ({ page }) => {
    await page.goto("/festival/2025/march");
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const events = scripts
      .map((text) => JSON.parse(text) as { "@graph"?: Array<Record<string, unknown>> })
      .flatMap((data) => data["@graph"] ?? [])
      .filter((item) => item["@type"] === "Event");
    // In the page's order: by first day, then name.
    const march = festivalSeed2025.festivals
      .filter((f) => f.date.startsWith("2025-03-"))
      .sort((a, b) => a.date.localeCompare(b.date) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    // The editors' festivals, and beside them the month's computed Ekadashis, Purnimas and Amavasyas.
    const names = march.map((f) => f.name);
    expect(events.map((e) => e.name).filter((name) => names.includes(name as string))).toEqual(names);
    for (const other of events.filter((e) => !names.includes(e.name as string))) expect(other.name).toMatch(/(Ekadashi|Purnima|Amavasya)$/);
    const holi = events.find((e) => e.name === "Holi")!;
    expect(holi).toMatchObject({ startDate: "2025-03-14", endDate: "2025-03-14", location: { "@type": "Place" } });
    expect(String(holi.image)).toMatch(/^https?:\/\/[^/]+\/images\/festivals\/holi\.svg$/);
    // The Event's address is its card on the month page.
    const anchor = /\/festival\/2025\/march#(festival-\d+)$/.exec(String(holi.url))?.[1];
    expect(anchor).toBeTruthy();
    await expect(page.locator(`#${anchor}`).getByRole("heading", { name: "Holi", exact: true })).toBeVisible();
  });

  test("a month's festivals download as a calendar file that a calendar library reads", async ({ page }) => {
    await page.goto("/festival/2026/november");
    const link = page.getByRole("link", { name: "Add November 2026's festivals to your calendar (.ics)" });
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe("grahavani-festivals-2026-november.ics");
    const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"));
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    const november = festivalSeed2026.festivals.filter((f) => f.date.startsWith("2026-11-"));
    const names = november.map((f) => f.name);
    expect(
      events
        .map((e) => e.summary)
        .filter((summary) => names.includes(summary))
        .sort(),
    ).toEqual([...names].sort());
    for (const other of events.filter((e) => !names.includes(e.summary))) expect(other.summary).toMatch(/(Ekadashi|Purnima|Amavasya)$/);
    for (const festival of november) {
      const event = events.find((e) => e.summary === festival.name)!;
      expect(event.startDate.isDate, festival.name).toBe(true);
      expect(event.startDate.toString(), festival.name).toBe(festival.date);
      const last = new Date(`${festival.endDate ?? festival.date}T00:00:00Z`);
      last.setUTCDate(last.getUTCDate() + 1);
      expect(event.endDate.toString(), festival.name).toBe(last.toISOString().slice(0, 10));
      expect(event.description, festival.name).toContain(festival.description);
    }
  });
});

test.describe("the sitemap follows the years", () => {
  test("it lists every published year's pages and every calendar year's months", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const year of PUBLISHED) expect(xml).toContain(`/yearly-horoscope/${year}/tauras</loc>`);
    expect(xml).not.toMatch(/\/yearly-horoscope\/tauras<\/loc>/);
    expect(xml).toContain("/festival/2025/march</loc>");
    expect(xml).toMatch(/\/festival\/march<\/loc>/);
    expect(xml).not.toContain(`/festival/${indiaYear(new Date())}/march</loc>`);
  });
});
