import { formatIndiaClock } from "../../app/domain/india-times";
import { FESTIVAL_PLACE, muhuratYear } from "../../app/jyotish";
import { expect, test } from "./fixtures";

// The muhurat calendars: reading pages (no script), a ceremony's year for New Delhi or a city,
// each day with its window and reasons, the closed periods, the rule in words.

test.describe("the muhurat calendars", () => {
  test("vivah 2027 in New Delhi: the days month by month with their windows and reasons, the closed periods, the rule", async ({
    page,
  }) => {
    const year = muhuratYear("vivah", 2027, FESTIVAL_PLACE);
    const response = await page.goto("/muhurat/vivah/2027");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vivah muhurat 2027: New Delhi");
    await expect(page.getByText(`${year.days.length} days in 2027.`)).toBeVisible();
    // 15 January 2027: Revati from sunrise to 14:13, as Drik Panchang prints it.
    const january = page.getByRole("region", { name: "January 2027" });
    const fifteenth = year.days.find((day) => day.date === "2027-01-15")!;
    const clock = (ms: number) => formatIndiaClock(ms, "en", "2027-01-15");
    await expect(january.locator("li", { hasText: "15 January (Fri)" })).toContainText(
      `${clock(fifteenth.windows[0].start)} to ${clock(fifteenth.windows[0].end)}: Revati`,
    );
    await expect(page.getByRole("region", { name: "August 2027" })).toContainText("No open day.");
    const closed = page.getByRole("region", { name: "Periods closed to Vivah in 2027" });
    await expect(closed).toContainText("Chaturmas: Devshayani to Dev Uthani Ekadashi");
    await expect(closed).toContainText("Shukra asta");
    await expect(page.getByRole("region", { name: "Why these days" })).toContainText("Not in the first quarter of Magha or Mula");
    await expect(page.locator("script:not([type])")).toHaveCount(0);
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", /\/muhurat\/vivah\/2027$/);
    await expect(page.locator('link[rel=alternate][hreflang="hi-IN"]')).toHaveAttribute("href", /\/hi\/muhurat\/vivah\/2027$/);
    await expect(page).toHaveTitle(/Vivah Muhurat 2027 New Delhi/);

    await page.getByRole("link", { name: "Griha Pravesh" }).click();
    await expect(page).toHaveURL(/\/muhurat\/griha-pravesh\/2027$/);
  });

  test("another city through the form, in Hindi, on a 360px phone", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/hi/muhurat/griha-pravesh/2026");
    await page.getByLabel("शहर").fill("Banaras");
    await page.getByRole("button", { name: "मुहूर्त दिखाएँ" }).click();
    await expect(page).toHaveURL(/\/hi\/muhurat\/griha-pravesh\/2026\?city=varanasi$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("गृह प्रवेश मुहूर्त 2026: वाराणसी");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", /\/hi\/muhurat\/griha-pravesh\/2026\?city=varanasi$/);
  });

  test("wrong addresses: an unknown kind, a year out of range, an unknown city are 404; /muhurat leads to this year's vivah", async ({
    request,
  }) => {
    for (const path of ["/muhurat/wedding/2027", "/muhurat/vivah/2301", "/muhurat/vivah/27", "/muhurat/vivah/2027?city=zzqq"]) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
    const index = await request.get("/muhurat", { maxRedirects: 0 });
    expect(index.status()).toBe(302);
    expect(index.headers().location).toMatch(/^\/muhurat\/vivah\/\d{4}$/);
    const named = await request.get("/hi/muhurat/mundan", { maxRedirects: 0 });
    expect(named.headers().location).toMatch(/^\/hi\/muhurat\/mundan\/\d{4}$/);
  });
});
