import { formatIndiaClock } from "../../app/domain/india-times";
import { computeFestivalYear, computePanchang, RASHIS, tithiName } from "../../app/jyotish";
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

  test("a dated day shows its Amrit Kalam, Varjyam, Dur Muhurtam, Bhadra, Panchak and the Moon's change of sign", async ({ page }) => {
    const varanasi = await city("Varanasi", "Uttar Pradesh");
    // A Saturday with two Dur Muhurtams and a Bhadra, on which the Moon enters Kumbha and Panchak begins.
    const date = "2027-03-06";
    const day = computePanchang(varanasi, date);
    expect(day.durMuhurtam.length).toBe(2);
    expect(day.bhadra.length).toBeGreaterThan(0);
    expect(day.panchak).not.toBeNull();
    expect(day.moonSignChange).not.toBeNull();
    const clock = (ms: number) => formatIndiaClock(ms, "en", date);
    const span = (s: { start: number; end: number }) => `${clock(s.start)} to ${clock(s.end)}`;
    await page.goto(`/panchang/varanasi/${date}`);
    const row = (label: string) => page.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("+ dd");
    const inauspicious = page.getByRole("region", { name: "Inauspicious times", exact: true });
    await expect(inauspicious.locator("dt", { hasText: "Rahu Kaal" })).toBeVisible();
    for (const s of day.durMuhurtam) await expect(row("Dur Muhurtam")).toContainText(span(s));
    for (const s of day.bhadra) await expect(row("Bhadra")).toContainText(`${span(s)}, ${panchangWords.bhadraLoka[s.loka]}`);
    await expect(row("Panchak")).toHaveText(span(day.panchak!));
    for (const s of day.varjyam) await expect(row("Varjyam")).toContainText(span(s));
    if (day.varjyam.length === 0) await expect(row("Varjyam")).toHaveText("None this day");
    const auspicious = page.getByRole("region", { name: "Auspicious times", exact: true });
    for (const s of day.amritKalam)
      await expect(auspicious.locator("dt", { hasText: "Amrit Kalam" }).locator("+ dd")).toContainText(span(s));
    const sign = (i: number) => panchangWords.rashi[RASHIS[i]];
    await expect(row("Moon sign")).toHaveText(
      `${sign(day.moonSign)} until ${clock(day.moonSignChange!.at)}, then ${sign(day.moonSignChange!.sign)}`,
    );

    await page.goto(`/hi/panchang/varanasi/${date}`);
    const hiClock = (ms: number) => formatIndiaClock(ms, "hi", date);
    const hiRow = (label: string) => page.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("+ dd");
    await expect(page.getByRole("region", { name: "अशुभ समय", exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "शुभ समय", exact: true })).toBeVisible();
    await expect(hiRow("दुर्मुहूर्त")).toContainText(`${hiClock(day.durMuhurtam[0].start)} से ${hiClock(day.durMuhurtam[0].end)} तक`);
    await expect(hiRow("भद्रा")).toContainText(`${hiClock(day.bhadra[0].start)} से ${hiClock(day.bhadra[0].end)} तक, `);
    await expect(hiRow("भद्रा")).toContainText("लोक में");
    await expect(hiRow("पंचक")).toHaveText(`${hiClock(day.panchak!.start)} से ${hiClock(day.panchak!.end)} तक`);
    await expect(page.locator("dt", { hasText: /^अमृत काल$/ })).toBeVisible();
    await expect(page.locator("dt", { hasText: /^वर्ज्य$/ })).toBeVisible();
    await expect(hiRow("चंद्र राशि")).toContainText(`${hiClock(day.moonSignChange!.at)} तक, फिर`);
    await expect(hiRow("चंद्र राशि")).not.toContainText(/[A-Za-z]/);
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

    // The city is remembered across the panchang, choghadiya and hora, in either edition.
    await page.goto("/panchang");
    await expect(page).toHaveURL(/\/panchang\/aurangabad-bihar$/);
    await page.goto("/choghadiya");
    await expect(page).toHaveURL(/\/choghadiya\/aurangabad-bihar$/);
    await page.goto("/hi/hora");
    await expect(page).toHaveURL(/\/hi\/hora\/aurangabad-bihar$/);
    // Someone without the choice still gets New Delhi's, from memory or not.
    await page.context().clearCookies();
    await page.goto("/choghadiya");
    await expect(page).toHaveURL(/\/choghadiya$/);
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
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("वाराणसी का पंचांग, 22 मार्च 2027");
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
