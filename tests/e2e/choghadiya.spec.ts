import { addDays, indiaToday } from "../../app/clock/india-clock";
import { formatIndiaDay } from "../../app/domain/india-date";
import { formatIndiaClock } from "../../app/domain/india-times";
import type { LocatedCity } from "../../app/domain/panchang-cities";
import { CHOGHADIYA_QUALITY, choghadiyasOf, horasOf, runningAt, sunDayOf } from "../../app/jyotish";
import en from "../../app/locales/en/day-periods";
import hi from "../../app/locales/hi/day-periods";
import { citiesOfIndia } from "../../app/services/locations.server";
import { expect, test } from "./fixtures";

// The choghadiya and hora pages: a city's day in both editions, today's running period, the
// city form as plain HTML, and the addresses that do not exist. Reading pages: no script at all
// (the reading project's fixture fails any page here that carries one), so JavaScript on or off
// is the same visit; the form is also used with JavaScript off below.

async function city(name: string, state: string): Promise<LocatedCity> {
  return (await citiesOfIndia()).find((c) => c.name === name && c.state === state)!;
}

/**
 * A period's times as the page writes them: a span wholly past midnight names its day once, after
 * its end in English ('1:50 am to 3:31 am, 23 Mar'), before its start in Hindi ('23 मार्च, 01:50 से 03:31 तक').
 */
function span(start: number, end: number, language: "en" | "hi", date: string) {
  const startDay = indiaToday(new Date(start));
  const wholly = startDay === indiaToday(new Date(end)) ? startDay : null;
  const [startOn, endOn] = !wholly ? [date, date] : language === "en" ? [wholly, date] : [date, wholly];
  return (language === "en" ? en : hi).span
    .replace("{{start}}", formatIndiaClock(start, language, startOn))
    .replace("{{end}}", formatIndiaClock(end, language, endOn));
}

test.describe("the choghadiya", () => {
  test("a city's dated day lists the eight day and eight night choghadiyas with their times and nature, with no script", async ({
    page,
  }) => {
    const day = sunDayOf(await city("Varanasi", "Uttar Pradesh"), "2027-03-22");
    const expected = choghadiyasOf(day);
    const response = await page.goto("/choghadiya/varanasi/2027-03-22");
    expect(response?.status()).toBe(200);
    expect(await response?.text()).not.toMatch(/<script\b(?![^>]*type="application\/ld\+json")/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choghadiya for Varanasi, 22 March 2027");
    for (const [half, heading] of [
      ["day", en.choghadiya.day],
      ["night", en.choghadiya.night],
    ] as const) {
      const rows = page
        .getByRole("region", { name: heading })
        .getByRole("row")
        .filter({ has: page.getByRole("cell") });
      const wanted = expected.filter((p) => p.half === half);
      await expect(rows).toHaveCount(8);
      for (const [i, p] of wanted.entries()) {
        await expect(rows.nth(i)).toHaveText(
          `${en.choghadiyaName[p.name]}${span(p.start, p.end, "en", day.date)}${en.quality[CHOGHADIYA_QUALITY[p.name]]}`,
        );
      }
    }
    // A span wholly past midnight names its day once, after its end.
    const pastMidnight = page.getByRole("region", { name: en.choghadiya.night }).getByRole("row").nth(6);
    expect((await pastMidnight.innerText()).match(/23 Mar/g)).toHaveLength(1);
    // A dated page marks nothing as running.
    await expect(page.locator("[aria-current=time]")).toHaveCount(0);
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", /\/choghadiya\/varanasi\/2027-03-22$/);
    await expect(page.locator('link[rel=alternate][hreflang="hi-IN"]')).toHaveAttribute("href", /\/hi\/choghadiya\/varanasi\/2027-03-22$/);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);

    const sameDay = page.getByRole("navigation", { name: "The same day in Varanasi" });
    await expect(sameDay.getByRole("link", { name: "Panchang" })).toHaveAttribute("href", "/panchang/varanasi/2027-03-22");
    await sameDay.getByRole("link", { name: "Hora" }).click();
    await expect(page).toHaveURL(/\/hora\/varanasi\/2027-03-22$/);
    await page.getByRole("link", { name: "Next day →" }).click();
    await expect(page).toHaveURL(/\/hora\/varanasi\/2027-03-23$/);
  });

  test("today's page marks the choghadiya running now, and is fresh no longer than it runs", async ({ page }) => {
    const delhi = await city("New Delhi", "Delhi");
    const before = Date.now();
    const response = await page.goto("/choghadiya/new-delhi");
    const after = Date.now();
    expect(response?.status()).toBe(200);
    const today = indiaToday(new Date(before));
    const periods = choghadiyasOf(sunDayOf(delhi, today));
    const running = runningAt(periods, before);
    // A copy from memory says how old it is: what is left of its s-maxage is what counts.
    const maxAge = Number(/s-maxage=(\d+)/.exec(response?.headers()["cache-control"] ?? "")?.[1]) - Number(response?.headers()["age"] ?? 0);
    if (running >= 0 && runningAt(periods, after) === running) {
      const marked = page.locator("tr[aria-current=time]");
      await expect(marked).toHaveCount(1);
      await expect(marked.getByRole("rowheader")).toHaveText(`${en.choghadiyaName[periods[running].name]} ${en.now}`);
      await expect(page.getByText(`Now: ${en.choghadiyaName[periods[running].name]} choghadiya`)).toBeVisible();
      expect(maxAge).toBeLessThanOrEqual(Math.ceil((periods[running].end - before) / 1000));
    } else if (before < periods[0].start) {
      // Before sunrise the night of the day before runs: said above the tables, no row marked.
      const night = choghadiyasOf(sunDayOf(delhi, addDays(today, -1)));
      const last = night[runningAt(night, before)];
      await expect(page.locator("tr[aria-current=time]")).toHaveCount(0);
      await expect(page.getByText(`The Sun has not risen yet: the night of ${formatIndiaDay(addDays(today, -1))} runs`)).toContainText(
        `${en.choghadiyaName[last.name]} choghadiya until ${formatIndiaClock(last.end, "en", today)}`,
      );
      expect(maxAge).toBeLessThanOrEqual(Math.ceil((last.end - before) / 1000));
    }
    expect(maxAge).toBeLessThanOrEqual(300);
    // Today's page has one address: the dated one leads to it.
    await page.goto(`/choghadiya/new-delhi/${indiaToday(new Date())}`);
    await expect(page).toHaveURL(/\/choghadiya\/new-delhi$/);
  });

  test("the Hindi choghadiya speaks Hindi: headings, names, nature and times", async ({ page }) => {
    const day = sunDayOf(await city("Varanasi", "Uttar Pradesh"), "2027-03-22");
    const first = choghadiyasOf(day)[0];
    await page.goto("/hi/choghadiya/varanasi/2027-03-22");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`वाराणसी का चौघड़िया, ${formatIndiaDay("2027-03-22", "hi")}`);
    const rows = page
      .getByRole("region", { name: hi.choghadiya.day })
      .getByRole("row")
      .filter({ has: page.getByRole("cell") });
    await expect(rows.first()).toHaveText(
      `${hi.choghadiyaName[first.name]}${span(first.start, first.end, "hi", day.date)}${hi.quality[first.quality]}`,
    );
    // A span wholly past midnight names its day once, first, and its hours in two digits.
    const pastMidnight = page.getByRole("region", { name: hi.choghadiya.night }).getByRole("row").nth(6);
    await expect(pastMidnight).toContainText(/23 मार्च, \d\d:\d\d से \d\d:\d\d तक/);
    expect((await pastMidnight.innerText()).match(/23 मार्च/g)).toHaveLength(1);
    // No Latin word in the page's main text, the city and its state named in Hindi too.
    await expect(page.getByText("वाराणसी, उत्तर प्रदेश")).toBeVisible();
    expect((await page.locator("main").innerText()).match(/[A-Za-z]+/g)).toBeNull();
    // The form for another day is filled in with the city as a Hindi reader would type it.
    await expect(page.getByRole("textbox", { name: "शहर" })).toHaveValue("वाराणसी");
    await page.getByRole("navigation", { name: "वाराणसी में इसी दिन के" }).getByRole("link", { name: "होरा" }).click();
    await expect(page).toHaveURL(/\/hi\/hora\/varanasi\/2027-03-22$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`वाराणसी की होरा, ${formatIndiaDay("2027-03-22", "hi")}`);
    await expect(page.getByRole("region", { name: hi.hora.day }).getByRole("rowheader").first()).toHaveText(hi.lord.moon);
  });

  test("an unknown city, a date out of range and a date that is not one are not found", async ({ page }) => {
    for (const path of [
      "/choghadiya/atlantis",
      "/choghadiya/varanasi/1899-12-31",
      "/hora/varanasi/2101-01-01",
      "/hi/hora/varanasi/2027-02-30",
      "/hora/atlantis/2027-03-22",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });
});

test.describe("the hora", () => {
  test("a city's day lists the twenty-four horas from the weekday's lord, with their times", async ({ page }) => {
    const day = sunDayOf(await city("Varanasi", "Uttar Pradesh"), "2027-03-22");
    const horas = horasOf(day);
    const response = await page.goto("/hora/varanasi/2027-03-22");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hora for Varanasi, 22 March 2027");
    const rows = page.getByRole("row").filter({ has: page.getByRole("cell") });
    await expect(rows).toHaveCount(24);
    // 22 March 2027 is a Monday: the Moon's hora opens the day.
    expect(horas[0].lord).toBe("moon");
    for (const [i, hora] of horas.entries())
      await expect(rows.nth(i)).toHaveText(`${en.lord[hora.lord]}${span(hora.start, hora.end, "en", day.date)}`);
  });
});

test.describe("the city form, JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the form finds a city by name as a plain GET, asks which of two, and keeps the kind of page and the date", async ({ page }) => {
    await page.goto("/choghadiya");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Choghadiya for New Delhi");
    await page.getByLabel("City").fill("Aurangabad");
    await page.getByLabel("Date").fill("2031-11-15");
    await page.getByRole("button", { name: en.choghadiya.submit }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose the city");
    await page.getByRole("link", { name: "Aurangabad, Bihar" }).click();
    await expect(page).toHaveURL(/\/choghadiya\/aurangabad-bihar\/2031-11-15$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choghadiya for Aurangabad, 15 November 2031");

    await page.goto("/hi/hora");
    await page.getByLabel("शहर").fill("Varanasi");
    await page.getByLabel("तारीख").fill("2027-03-22");
    await page.getByRole("button", { name: hi.hora.submit }).click();
    await expect(page).toHaveURL(/\/hi\/hora\/varanasi\/2027-03-22$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`वाराणसी की होरा, ${formatIndiaDay("2027-03-22", "hi")}`);
  });

  test("a city nobody has heard of is answered beside the field, the typed name kept", async ({ page }) => {
    const response = await page.goto("/hora?city=Atlantis");
    expect(response?.status()).toBe(404);
    await expect(page.getByLabel("City")).toHaveValue("Atlantis");
    await expect(page.getByLabel("City")).toHaveAttribute("aria-invalid", "true");
  });
});
