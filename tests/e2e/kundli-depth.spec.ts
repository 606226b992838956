import type { Page } from "@playwright/test";

import { en } from "../../app/locales/en";
import { hi } from "../../app/locales/hi";
import { expect, postForm, test } from "./fixtures";
import { registeredCustomer } from "./upload-helpers";

// The kundli's depth: pratyantardashas, the avakahada chakra, the divisional charts chosen by a
// plain form, the yogas and doshas and today's gochar, in both editions, with JavaScript on and off.

const EDITIONS = [
  { prefix: "", w: en.kundli },
  { prefix: "/hi", w: hi.kundli },
] as const;

/** Indira Gandhi's birth (docs/research/kundli-sources.md): Moon in Makara 5°35′, Uttara Ashadha's third charan. */
async function makeIndirasChart(page: Page, prefix: string, w: (typeof EDITIONS)[number]["w"]) {
  await page.goto(`${prefix}/kundli`);
  await page.getByLabel(`${w.form.name} ${w.form.optional}`, { exact: true }).fill("Indira");
  await page.getByLabel(w.form.date, { exact: true }).fill("1917-11-19");
  await page.getByLabel(w.form.time, { exact: true }).fill("23:11");
  await page.getByLabel(w.form.place, { exact: true }).fill("Allahabad");
  const answer = await postForm(page, page.getByRole("button", { name: w.form.submit }));
  expect(answer.status()).toBe(200);
}

const definition = (page: Page, term: string) => page.locator("dt", { hasText: term }).locator("+ dd");

for (const { prefix, w } of EDITIONS) {
  test(`${prefix || "/"}: the chart names the running pratyantardasha and tables the pratyantardashas of the running and the next antardasha`, async ({
    page,
  }) => {
    await makeIndirasChart(page, prefix, w);
    const tables = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: w.dasha.pratyantarLord }) });
    await expect(tables).toHaveCount(2);
    for (const table of await tables.all()) await expect(table.locator("tbody tr")).toHaveCount(9);
    // The running one is marked in the first table, and named at the top of the chart.
    const running = (await tables.first().locator("tr[aria-current] th").textContent())!.replace(w.dasha.now, "").trim();
    const summary = page.locator("dt", { hasText: w.summary.dasha }).locator("+ dd");
    await expect(summary).toContainText(running);
    await expect(tables.nth(1).locator("tr[aria-current]")).toHaveCount(0);
  });

  test(`${prefix || "/"}: the avakahada chakra gives the Moon's qualities, its naam akshar (Devanagari alone on a Hindi page), and the birth's panchang`, async ({
    page,
  }) => {
    await makeIndirasChart(page, prefix, w);
    await expect(page.getByRole("heading", { name: w.avakahada.heading })).toBeVisible();
    await expect(definition(page, w.avakahada.naamAkshar)).toHaveText(prefix ? "जा" : "जा (Ja)");
    await expect(definition(page, w.avakahada.yoni)).toHaveText(w.milan.value.mongoose);
    await expect(definition(page, w.avakahada.gana)).toHaveText(w.milan.value.manushya);
    await expect(definition(page, w.avakahada.nadi)).toHaveText(w.milan.value.antya);
    for (const term of [w.avakahada.paya, w.avakahada.tithi, w.avakahada.yoga, w.avakahada.karana, w.avakahada.vara]) {
      await expect(definition(page, term)).not.toBeEmpty();
    }
  });

  test(`${prefix || "/"}: a divisional chart and its style are chosen by a plain form that keeps the birth`, async ({ page }) => {
    await makeIndirasChart(page, prefix, w);
    const heading = await page.getByRole("heading", { level: 1 }).textContent();
    const d9 = w.varga.title.replace("{{name}}", w.varga.name["9"]).replace("{{style}}", w.varga.styleName.north);
    await expect(page.getByRole("img", { name: d9, exact: true })).toBeVisible();
    await page.getByRole("combobox", { name: w.varga.chart, exact: true }).selectOption("10");
    await page.getByRole("radio", { name: w.varga.styleName.south }).check();
    const answer = await postForm(page, page.getByRole("button", { name: w.varga.show }));
    expect(answer.status()).toBe(200);
    const d10 = w.varga.title.replace("{{name}}", w.varga.name["10"]).replace("{{style}}", w.varga.styleName.south);
    await expect(page.getByRole("img", { name: d10, exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: d9, exact: true })).toHaveCount(0);
    // The same birth, and the lagna chart still drawn; the choice stays chosen.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading!);
    await expect(page.getByRole("img", { name: w.chart.north, exact: true })).toBeVisible();
    await expect(page.getByRole("combobox", { name: w.varga.chart, exact: true })).toHaveValue("10");
    await expect(page.getByRole("radio", { name: w.varga.styleName.south })).toBeChecked();
    // Every graha and the lagna in all sixteen vargas, the chosen one marked.
    const table = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: w.varga.vargaColumn }) });
    await expect(table.locator("tbody tr")).toHaveCount(16);
    await expect(table.locator("tbody tr[aria-current]").getByRole("rowheader")).toHaveText(w.varga.name["10"]);
  });

  test(`${prefix || "/"}: yogas, Kaal Sarp, Pitra dosha and today's gochar each say why`, async ({ page }) => {
    await makeIndirasChart(page, prefix, w);
    for (const heading of [w.yogas.heading, w.doshas.kaalSarpHeading, w.doshas.pitraHeading, w.gochar.heading]) {
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    await expect(page.getByText(w.doshas.kaalSarpRule)).toBeVisible();
    const gochar = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: w.gochar.fromMoon }) });
    await expect(gochar.locator("tbody tr")).toHaveCount(9);
    await expect(gochar.locator("tbody tr").first().getByRole("cell").last()).toHaveText(
      new RegExp(`^(${w.gochar.good}|${w.gochar.hard})$`),
    );
  });
}

test("a living customer's chart names the running pratyantardasha at the top and tables the running and the next antardasha's", async ({
  page,
}) => {
  await registeredCustomer(page);
  await page.goto("/profile/kundli");
  const w = en.kundli;
  const summary = page.locator("dt", { hasText: w.summary.dasha }).locator("+ dd");
  await expect(summary).toContainText("pratyantardasha until");
  const tables = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: w.dasha.pratyantarLord }) });
  await expect(tables).toHaveCount(2);
  for (const table of await tables.all()) await expect(table.locator("tbody tr")).toHaveCount(9);
  const running = (await tables.first().locator("tr[aria-current] th").textContent())!.replace(w.dasha.now, "").trim();
  await expect(summary).toContainText(`${running} pratyantardasha`);
});

test("my kundli takes its divisional chart from the address's query, and a query not on the lists gives the navamsa", async ({ page }) => {
  await registeredCustomer(page);
  const w = en.kundli;
  await page.goto("/profile/kundli?varga=7&style=south");
  const d7 = w.varga.title.replace("{{name}}", w.varga.name["7"]).replace("{{style}}", w.varga.styleName.south);
  await expect(page.getByRole("img", { name: d7, exact: true })).toBeVisible();
  const odd = await page.goto("/profile/kundli?varga=99&style=%3Cscript%3E");
  expect(odd!.status()).toBe(200);
  const d9 = w.varga.title.replace("{{name}}", w.varga.name["9"]).replace("{{style}}", w.varga.styleName.north);
  await expect(page.getByRole("img", { name: d9, exact: true })).toBeVisible();
  // The chooser sends a plain query, with or without scripts.
  await page.getByRole("combobox", { name: w.varga.chart, exact: true }).selectOption("12");
  await page.getByRole("button", { name: w.varga.show }).click();
  await expect(page).toHaveURL(/\/profile\/kundli\?varga=12&style=north#vargas$/);
  const d12 = w.varga.title.replace("{{name}}", w.varga.name["12"]).replace("{{style}}", w.varga.styleName.north);
  await expect(page.getByRole("img", { name: d12, exact: true })).toBeVisible();
});
