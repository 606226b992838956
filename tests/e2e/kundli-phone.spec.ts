import type { Locator, Page } from "@playwright/test";

import { en } from "../../app/locales/en";
import { hi } from "../../app/locales/hi";
import { expect, postForm, test } from "./fixtures";
import { registeredCustomer } from "./upload-helpers";

// The kundli, the milan and my kundli on a 360 px phone, in both editions, with JavaScript on and
// off: nothing scrolls sideways or is cut at the edge, the chart's answer comes first (a summary,
// then the charts, then what they were computed from), the milan's score stands in its verdict,
// and a refused post comes back with its message in view.

const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

const EDITIONS = [
  { prefix: "", language: "en", w: en.kundli },
  { prefix: "/hi", language: "hi", w: hi.kundli },
] as const;

type Words = (typeof EDITIONS)[number]["w"];
type Birth = { name: string; date: string; time: string; place: string };

const INDIRA = { name: "Indira Gandhi", date: "1917-11-19", time: "23:11", place: "Allahabad" };

async function fillBirth(scope: Page | Locator, w: Words, birth: Birth) {
  await scope.getByLabel(`${w.form.name} ${w.form.optional}`, { exact: true }).fill(birth.name);
  await scope.getByLabel(w.form.date, { exact: true }).fill(birth.date);
  if (birth.time) await scope.getByLabel(w.form.time, { exact: true }).fill(birth.time);
  else await scope.getByLabel(w.form.timeUnknown).check();
  await scope.getByLabel(w.form.place, { exact: true }).fill(birth.place);
}

/** Presses a button that posts its form and waits for the page that answers; gives its status. */
async function post(page: Page, button: Locator): Promise<number> {
  return (await postForm(page, button)).status();
}

/** The page is no wider than the phone, and no table's cell reaches past its right edge. */
async function expectFitsThePhone(page: Page) {
  const { pageWidth, cellsPast } = await page.evaluate(() => ({
    pageWidth: document.documentElement.scrollWidth,
    cellsPast: Array.from(document.querySelectorAll("th, td"))
      .filter((cell) => cell.getBoundingClientRect().right > window.innerWidth)
      .map((cell) => cell.textContent),
  }));
  expect(pageWidth).toBeLessThanOrEqual(PHONE.width);
  expect(cellsPast).toEqual([]);
}

/** The top of an element on the page, to compare what comes first. */
async function top(locator: Locator): Promise<number> {
  return (await locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)) as number;
}

const definition = (page: Page, term: string) =>
  page
    .locator("dt")
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator("+ dd");

/** A row of a table by its row header's first words. */
const rowOf = (table: Locator, header: string) =>
  table.getByRole("row").filter({ has: table.page().getByRole("rowheader", { name: new RegExp(`^${header}`) }) });

/** The words a template puts around {{status}}, as a pattern that finds the status. */
const around = (template: string, name: string) => {
  const [before, after] = template.split(`{{${name}}}`).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${before}(.+)${after}$`);
};

/**
 * The summary opens the chart, before the first drawing, and tells what the chart below it shows:
 * the lagna's and the Moon's signs, the Moon's nakshatra, the running dasha and the Manglik line.
 */
async function expectSummaryFirst(page: Page, w: Words, knownTime: boolean) {
  const summary = (term: string) => definition(page, term);
  const table = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: w.chart.nakshatra, exact: true }) });
  const moon = rowOf(table, w.graha.moon).getByRole("cell");
  const [moonSign, , moonNakshatra] = await moon.allTextContents();
  await expect(summary(w.summary.moon)).toContainText(moonSign!);
  await expect(summary(w.summary.moon)).toContainText(moonNakshatra!);
  if (knownTime) {
    await expect(summary(w.summary.lagna)).toHaveText((await rowOf(table, w.graha.lagna).getByRole("cell").first().textContent())!);
    const running = (lordHeading: string) =>
      page
        .getByRole("table")
        .filter({ has: page.getByRole("columnheader", { name: lordHeading, exact: true }) })
        .locator('tr[aria-current="true"]');
    const lord = async (heading: string) => (await running(heading).getByRole("rowheader").textContent())!.replace(w.dasha.now, "").trim();
    const dasha = (await summary(w.summary.dasha).textContent())!;
    expect(dasha).toContain(await lord(w.dasha.lord));
    expect(dasha).toContain(await lord(w.dasha.antarLord));
    expect(dasha).toContain(await lord(w.dasha.pratyantarLord));
    expect(dasha).toContain((await running(w.dasha.pratyantarLord).getByRole("cell").last().textContent())!);
  } else {
    await expect(summary(w.summary.lagna)).toHaveText(w.summary.notKnown);
    await expect(summary(w.summary.dasha)).toHaveText(w.summary.notKnown);
  }
  const verdict = page.getByText(around(w.manglik.verdict, "status"));
  const status = around(w.manglik.verdict, "status").exec((await verdict.textContent())!)![1]!;
  await expect(summary(w.summary.manglik)).toHaveText(status);

  const charts = page.getByRole("img", { name: knownTime ? w.chart.north : w.unknownTime.chandra, exact: true });
  const lastChart = page.getByRole("img", { name: knownTime ? w.chart.south : w.unknownTime.chandraSouth, exact: true });
  const basis = page.getByRole("heading", { name: w.chart.basis, exact: true });
  expect(await top(summary(w.summary.manglik))).toBeLessThan(await top(charts));
  expect(await top(lastChart)).toBeLessThan(await top(basis));
  expect(await top(basis)).toBeLessThan(await top(definition(page, w.chart.ayanamsa)));
  // Each short name drawn in the charts is told once, under them.
  for (const short of [w.grahaShort.sun, w.grahaShort.moon, w.chart.retrograde]) {
    await expect(page.locator("dt").filter({ hasText: new RegExp(`^${short}$`) })).toHaveCount(1);
  }
}

for (const { prefix, language, w } of EDITIONS) {
  test.describe(`on a 360 px phone (${language})`, () => {
    test("the chart fits the phone and opens with its summary, the charts before what they were computed from", async ({ page }) => {
      await page.goto(`${prefix}/kundli`);
      await expectFitsThePhone(page);
      await fillBirth(page, w, INDIRA);
      expect(await post(page, page.getByRole("button", { name: w.form.submit }))).toBe(200);
      await expectFitsThePhone(page);
      await expectSummaryFirst(page, w, true);
    });

    test("a chart without the time of birth fits the phone and says what its summary cannot know", async ({ page }) => {
      await page.goto(`${prefix}/kundli`);
      await fillBirth(page, w, { ...INDIRA, time: "" });
      expect(await post(page, page.getByRole("button", { name: w.form.submit }))).toBe(200);
      await expectFitsThePhone(page);
      await expectSummaryFirst(page, w, false);
    });

    test("a place two towns share comes back with the message in view and focused", async ({ page }) => {
      await page.goto(`${prefix}/kundli`);
      await fillBirth(page, w, { ...INDIRA, place: "Aurangabad" });
      expect(await post(page, page.getByRole("button", { name: w.form.submit }))).toBe(422);
      const message = page.getByRole("alert").filter({ hasText: w.messages.fixFields });
      await expect(message).toBeInViewport({ ratio: 1 });
      await expect(message).toBeFocused();
      await expectFitsThePhone(page);
    });

    test("the milan fits the phone, its score in its verdict above the table; a refused post shows its message", async ({ page }) => {
      await page.goto(`${prefix}/kundli-milan`);
      await expectFitsThePhone(page);
      const boy = page.getByRole("group", { name: w.milan.boy });
      const girl = page.getByRole("group", { name: w.milan.girl });
      await fillBirth(boy, w, { name: "Ravi", date: "1990-05-10", time: "10:30", place: "Varanasi" });
      await fillBirth(girl, w, { name: "Sita", date: "1992-08-20", time: "06:15", place: "Xqzxqzpur" });
      expect(await post(page, page.getByRole("button", { name: w.milan.submit }))).toBe(422);
      const message = page.getByRole("alert").filter({ hasText: w.messages.fixFields });
      await expect(message).toBeInViewport({ ratio: 1 });
      await expect(message).toBeFocused();
      await expectFitsThePhone(page);

      await girl.getByLabel(w.form.place, { exact: true }).fill("Lucknow");
      expect(await post(page, page.getByRole("button", { name: w.milan.submit }))).toBe(200);
      await expectFitsThePhone(page);
      const table = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: w.milan.koota, exact: true }) });
      const total = (await table.locator("tfoot td").textContent())!;
      const points = around(w.milan.totalValue, "points").exec(total.trim())![1]!;
      const value = Number(points.replace("½", ".5").replace(/^\./, "0."));
      const band = value < 18 ? w.milan.band.low : value < 25 ? w.milan.band.average : w.milan.band.good;
      const verdict = page.getByText(w.milan.verdict.replace("{{points}}", points).replace("{{band}}", band), { exact: true });
      await expect(verdict).toBeInViewport();
      expect(await top(verdict)).toBeLessThan(await top(table));
    });
  });
}

test("my kundli fits a 360 px phone in both editions, its summary before the charts", async ({ page }) => {
  await registeredCustomer(page);
  for (const { prefix, w } of EDITIONS) {
    expect((await page.goto(`${prefix}/profile/kundli`))?.status()).toBe(200);
    await expectFitsThePhone(page);
    await expectSummaryFirst(page, w, true);
  }
});
