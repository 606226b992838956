import { execFileSync } from "node:child_process";
import fs from "node:fs";

import type { Page } from "@playwright/test";

import { en } from "../../app/locales/en";
import { hi } from "../../app/locales/hi";
import { expect, postForm, test } from "./fixtures";

// A kundli printed to keep: Chromium's print to PDF of the chart page, read back with poppler's
// pdfinfo and pdftotext (poppler-utils), as a person would print it from the browser.

const EDITIONS = [
  { prefix: "", edition: "English", site: en },
  { prefix: "/hi", edition: "Hindi", site: hi },
] as const;

/** Indira Gandhi's published chart (docs/research/kundli-sources.md): Karka lagna. */
const INDIRA = { name: "Indira Gandhi", date: "1917-11-19", time: "23:11", place: "Allahabad" };

async function makeIndirasChart(page: Page, prefix: string, w: (typeof EDITIONS)[number]["site"]["kundli"]) {
  await page.goto(`${prefix}/kundli`);
  await page.getByLabel(`${w.form.name} ${w.form.optional}`, { exact: true }).fill(INDIRA.name);
  await page.getByLabel(w.form.date, { exact: true }).fill(INDIRA.date);
  await page.getByLabel(w.form.time, { exact: true }).fill(INDIRA.time);
  await page.getByLabel(w.form.place, { exact: true }).fill(INDIRA.place);
  const answer = await postForm(page, page.getByRole("button", { name: w.form.submit }));
  expect(answer.status()).toBe(200);
}

/** The page count pdfinfo reads from a PDF file. */
function pageCount(file: string): number {
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  return Number(/^Pages:\s+(\d+)$/m.exec(info)![1]);
}

/**
 * Words as they are compared with a PDF's text: without white space, which pdftotext also puts
 * inside a Devanagari word after a nasal mark ("कुं डली"), where the drawn glyphs leave a gap.
 */
const unspaced = (text: string) => text.replace(/\s+/g, "");

/** A PDF file's text as pdftotext reads it. */
function textOf(file: string): string {
  return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
}

for (const { prefix, edition, site } of EDITIONS) {
  const w = site.kundli;
  test(`the ${edition} kundli prints on one or two A4 pages with its charts, positions and dashas`, async ({ page }, testInfo) => {
    await makeIndirasChart(page, prefix, w);
    // The running periods, as the page marks them today.
    const running = async (lordHeading: string) => {
      const table = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: lordHeading, exact: true }) });
      return (await table.first().locator("tr[aria-current] th").textContent())!.replace(w.dasha.now, "").trim();
    };
    const maha = await running(w.dasha.lord);
    const antar = await running(w.dasha.antarLord);

    const file = testInfo.outputPath("kundli.pdf");
    fs.writeFileSync(file, await page.pdf({ format: "A4", printBackground: false }));
    const pages = pageCount(file);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);

    const text = unspaced(textOf(file));
    for (const words of [
      w.chart.heading.replace("{{name}}", INDIRA.name),
      w.chart.charts,
      w.chart.north,
      w.chart.south,
      w.varga.title.replace("{{name}}", w.varga.name["9"]).replace("{{style}}", w.varga.styleName.north),
      w.chart.positions,
      w.chart.nakshatra,
      site.panchang.rashi.karka,
      w.dasha.heading,
      w.dasha.lord,
      w.dasha.start,
      w.dasha.end,
      maha,
      w.dasha.antarHeading.replace("{{lord}}", maha),
      w.dasha.antarLord,
      w.dasha.pratyantarHeading.replace("{{antar}}", antar).replace("{{maha}}", maha),
      w.dasha.pratyantarLord,
      w.avakahada.heading,
      w.manglik.heading,
      w.manglik.verdict.replace("{{status}}", w.manglik.statusNone),
      w.sadeSati.heading,
    ]) {
      expect(text, `the printed chart reads "${words}"`).toContain(unspaced(words));
    }
    // The form to make another chart and the invitation to print stay on the screen.
    expect(text).not.toContain(unspaced(w.form.submit));
    expect(text).not.toContain(unspaced(w.chart.print));
  });
}
