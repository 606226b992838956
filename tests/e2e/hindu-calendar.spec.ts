import { formatIndiaClock } from "../../app/domain/india-times";
import { hinduMonth } from "../../app/jyotish";
import { citiesOfIndia } from "../../app/services/locations.server";
import { expect, test } from "./fixtures";

// The Hindu calendar of a city's month: a reading page (no script), a list on a phone and a grid
// of weeks on a wide screen, with the city's own vrats, its addresses and its calendar file.

async function city(name: string, state: string) {
  return (await citiesOfIndia()).find((c) => c.name === name && c.state === state)!;
}

test.describe("the Hindu calendar", () => {
  test("May 2026 in New Delhi: the adhik Jyeshtha marked, every day with its sunrise, the vrats with their rules", async ({ page }) => {
    const delhi = await city("New Delhi", "Delhi");
    const month = hinduMonth(delhi, 2026, 5);
    const response = await page.goto("/hindu-calendar/new-delhi/2026/05");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hindu calendar May 2026: New Delhi");
    await expect(page.locator(".calendar-adhik")).toContainText("Adhik Jyeshtha is an extra lunar month this year");
    await expect(page.locator("dd").first()).toContainText("Adhik Jyeshtha: 17 May 2026 to 31 May 2026");

    const days = page.locator("ol.calendar-days > li");
    await expect(days).toHaveCount(31);
    const tenth = month.days[9];
    await expect(days.nth(9)).toContainText(`Sunrise ${formatIndiaClock(tenth.sunrise, "en", tenth.date)}`);
    await expect(days.nth(9)).toContainText(`Sunset ${formatIndiaClock(tenth.sunset, "en", tenth.date)}`);
    // Apara Ekadashi on the 13th, Vrishabha Sankranti on the 15th, the Sankashti with its moonrise.
    await expect(days.nth(12).locator(".calendar-observances")).toContainText("Apara Ekadashi");
    await expect(days.nth(14).locator(".calendar-observances")).toContainText("Vrishabha Sankranti");
    const sankashti = month.vrats.find((vrat) => vrat.kind === "sankashti")!;
    await expect(page.locator(".calendar-vrat-list").first()).toContainText(
      `Sankashti Chaturthi: ${Number(sankashti.date.slice(8))} May 2026 (Tuesday (Mangalavara)), moonrise ${formatIndiaClock(sankashti.moonrise!, "en", sankashti.date)}`,
    );
    await expect(page.getByRole("heading", { name: "How the vrat days are found" })).toBeVisible();
    await expect(page.locator("script:not([type])")).toHaveCount(0);

    // Its address for search engines, its twin, its trail.
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", /\/hindu-calendar\/new-delhi\/2026\/05$/);
    await expect(page.locator('link[rel=alternate][hreflang="hi-IN"]')).toHaveAttribute(
      "href",
      /\/hi\/hindu-calendar\/new-delhi\/2026\/05$/,
    );
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(data.breadcrumb.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      expect.any(String),
      "Hindu calendar",
      "New Delhi",
      "May 2026",
    ]);
    await expect(page).toHaveTitle(/Hindu Calendar May 2026 New Delhi/);

    // A day leads to its panchang; the month to the next.
    await expect(days.nth(0).locator("a.calendar-date")).toHaveAttribute("href", "/panchang/new-delhi/2026-05-01");
    await page.getByRole("link", { name: "Next month: June 2026 →" }).click();
    await expect(page).toHaveURL(/\/hindu-calendar\/new-delhi\/2026\/06$/);
  });

  test("a list on a 360px phone, a grid of weeks from a wide screen, nothing wider than the screen", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/hi/hindu-calendar/varanasi/2026/10");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const first = page.locator("ol.calendar-days > li").first();
    const second = page.locator("ol.calendar-days > li").nth(1);
    // One day under another on the phone.
    expect((await second.boundingBox())!.y).toBeGreaterThan((await first.boundingBox())!.y + 20);
    await expect(page.locator(".calendar-weekdays")).toBeHidden();

    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await expect(page.locator(".calendar-weekdays")).toBeVisible();
    // 1 October 2026 is a Thursday: the fifth column, beside Friday the 2nd.
    const [a, b] = [(await first.boundingBox())!, (await second.boundingBox())!];
    expect(Math.abs(a.y - b.y)).toBeLessThan(2);
    expect(b.x).toBeGreaterThan(a.x);
    const weekday = page.locator(".calendar-weekdays span").nth(4);
    expect(Math.abs((await weekday.boundingBox())!.x - a.x)).toBeLessThan(4);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("हिंदू कैलेंडर अक्टूबर 2026: वाराणसी");
  });

  test("wrong addresses: a month 13, an unknown city, a year out of range are 404; '5' is May's address", async ({ page, request }) => {
    for (const path of [
      "/hindu-calendar/new-delhi/2026/13",
      "/hindu-calendar/atlantis/2026/05",
      "/hindu-calendar/new-delhi/2201/01",
      "/hindu-calendar/new-delhi/2026/may",
    ]) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
    const single = await request.get("/hindu-calendar/new-delhi/2026/5", { maxRedirects: 0 });
    expect(single.status()).toBe(301);
    expect(single.headers().location).toMatch(/\/hindu-calendar\/new-delhi\/2026\/05$/);
    const cityOnly = await request.get("/hi/hindu-calendar/varanasi", { maxRedirects: 0 });
    expect(cityOnly.status()).toBe(302);
    expect(cityOnly.headers().location).toMatch(/^\/hi\/hindu-calendar\/varanasi\/\d{4}\/\d{2}$/);
    const response = await page.goto("/hindu-calendar/atlantis/2026/05");
    expect(response?.status()).toBe(404);
  });

  test("the form finds a city as the panchang does, and asks when a name means two", async ({ page }) => {
    await page.goto("/hindu-calendar/new-delhi/2026/05");
    await page.getByLabel("City").fill("Banaras");
    await page.getByRole("button", { name: "Show calendar" }).click();
    await expect(page).toHaveURL(/\/hindu-calendar\/varanasi\/\d{4}\/\d{2}$/);
    await page.goto("/hindu-calendar?city=Aurangabad");
    await expect(page.getByRole("link", { name: /Aurangabad, Bihar/ })).toBeVisible();
  });

  test("the month's vrats as a calendar file, in Hindi under /hi; linked from the panchang's day and the footer", async ({
    page,
    request,
  }) => {
    const file = await request.get("/hi/hindu-calendar/new-delhi/2026/05/vrats.ics");
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toContain("text/calendar");
    const body = await file.text();
    expect(body).toContain("SUMMARY:अपरा एकादशी");
    expect(body).toContain("DTSTART;VALUE=DATE:20260513");
    expect(body).toContain("वृषभ संक्रांति");

    await page.goto("/panchang/new-delhi/2026-05-10");
    await page.getByRole("link", { name: "Hindu calendar of May 2026 for New Delhi" }).click();
    await expect(page).toHaveURL(/\/hindu-calendar\/new-delhi\/2026\/05$/);
    await expect(page.locator("footer").getByRole("link", { name: "Hindu Calendar" })).toHaveAttribute("href", "/hindu-calendar");
  });
});
