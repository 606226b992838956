import { computeFestivalYear } from "../../app/domain/festival-rules";
import { formatIndiaClock } from "../../app/domain/india-date";
import { computePanchang, tithiName } from "../../app/domain/panchang";
import panchangWords from "../../app/locales/en/panchang";
import { citiesOfIndia } from "../../app/services/locations.server";
import { expect, test } from "./fixtures";

// The computed panchang: a city's day, the form that picks another, the day's glance on the home
// page, and the festival calendar of a year nobody wrote. Reading pages: no script at all.

async function city(name: string, state: string) {
  return (await citiesOfIndia()).find((c) => c.name === name && c.state === state)!;
}

function tithiText(index: number) {
  const { paksha, name } = tithiName(index);
  const tithi = panchangWords.tithi[name];
  return name === "purnima" || name === "amavasya" ? tithi : `${panchangWords.paksha[paksha]} ${tithi}`;
}

test.describe("the panchang", () => {
  test("a city's day shows its computed sunrise, tithi, nakshatra and Rahu Kaal, with no script", async ({ page }) => {
    const varanasi = await city("Varanasi", "Uttar Pradesh");
    const day = computePanchang(varanasi, "2027-03-22");
    const clock = (ms: number) => formatIndiaClock(ms, "en", "2027-03-22");
    const response = await page.goto("/panchang/varanasi/2027-03-22");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Panchang for Varanasi, 22 March 2027");
    await expect(page.locator("dd", { hasText: `${tithiText(day.tithis[0].index)} until ${clock(day.tithis[0].end)}` })).toBeVisible();
    await expect(page.locator("dt", { hasText: "Sunrise" }).locator("+ dd")).toHaveText(clock(day.sunrise));
    await expect(page.locator("dt", { hasText: "Rahu Kaal" }).locator("+ dd")).toHaveText(
      `${clock(day.rahuKaal.start)} to ${clock(day.rahuKaal.end)}`,
    );
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", /\/panchang\/varanasi\/2027-03-22$/);
    await expect(page.locator('link[rel=alternate][hreflang="hi-IN"]')).toHaveAttribute("href", /\/hi\/panchang\/varanasi\/2027-03-22$/);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
    await expect(page.locator("script:not([type])")).toHaveCount(0);

    await page.getByRole("link", { name: "Next day →" }).click();
    await expect(page).toHaveURL(/\/panchang\/varanasi\/2027-03-23$/);
  });

  test("the form finds a city by name, asks which of two, and the home page then shows its day at a glance", async ({ page }) => {
    await page.goto("/panchang");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Panchang for New Delhi");
    await page.getByLabel("City").fill("Aurangabad");
    await page.getByLabel("Date").fill("2031-11-15");
    await page.getByRole("button", { name: "Show panchang" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose the city");
    await page.getByRole("link", { name: "Aurangabad, Bihar" }).click();
    await expect(page).toHaveURL(/\/panchang\/aurangabad-bihar\/2031-11-15$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Panchang for Aurangabad, 15 November 2031");

    await page.goto("/");
    const glance = page.getByRole("complementary", { name: /Today's panchang, Aurangabad/ });
    await expect(glance.getByRole("link", { name: "Full panchang for Aurangabad" })).toHaveAttribute("href", "/panchang/aurangabad-bihar");
  });

  test("a city nobody has heard of is answered beside the field, the typed name kept", async ({ page }) => {
    const response = await page.goto("/panchang?city=Atlantis");
    expect(response?.status()).toBe(404);
    await expect(page.getByText(panchangWords.choose.none)).toBeVisible();
    await expect(page.getByLabel("City")).toHaveValue("Atlantis");
    await expect(page.getByLabel("City")).toHaveAttribute("aria-invalid", "true");
  });

  test("the Hindi panchang speaks Hindi", async ({ page }) => {
    await page.goto("/hi/panchang/varanasi/2027-03-22");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Varanasi का पंचांग, 22 मार्च 2027");
    await expect(page.locator("dt", { hasText: "सूर्योदय" })).toBeVisible();
  });

  test("a year nobody wrote shows the calendar computed from the panchang, labelled so", async ({ page }) => {
    const november = computeFestivalYear(2031).filter((f) => f.date.startsWith("2031-11") && f.name);
    expect(november.length).toBeGreaterThan(0);
    const response = await page.goto("/festival/2031/11");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/festival\/2031\/november$/);
    await expect(page.getByText(/Computed calendar/)).toBeVisible();
    for (const festival of november) await expect(page.getByRole("heading", { name: festival.name, exact: true }).first()).toBeVisible();
  });
});
